import { useState } from 'react';
import { DiagnosticsCard } from './diagnostics-card';
import { DiagnosticsFieldForm } from './diagnostics-field-form';

/** Shown when the deployment sets DIAGNOSTICS_TOKEN and a call was refused without the right one. */
export function DiagnosticsTokenForm({ hadToken, onSubmit }: { hadToken: boolean; onSubmit(token: string): void }) {
  const [value, setValue] = useState('');
  const token = value.trim();
  return (
    <DiagnosticsCard
      titleId="diag-token-title"
      title="Diagnostics Access"
      className="diag-token"
      description={
        hadToken
          ? 'That diagnostics token was not accepted. Enter the current one.'
          : 'This deployment protects its diagnostics. Enter the diagnostics token; it is kept for this browser session only.'
      }
    >
      <DiagnosticsFieldForm
        label="Diagnostics token"
        input={{ type: 'password', autoComplete: 'off', value, onChange: (event) => setValue(event.target.value) }}
        submitLabel="Unlock"
        ready={Boolean(token)}
        onSubmit={() => onSubmit(token)}
      />
    </DiagnosticsCard>
  );
}
