import { useState } from 'react';
import { useTestEmail } from '../api/test-email';
import { DiagnosticsCard } from './diagnostics-card';
import { DiagnosticsFieldForm } from './diagnostics-field-form';

export function EmailTestingCard({ token }: { token: string | null }) {
  const [email, setEmail] = useState('');
  const testEmail = useTestEmail(token);
  const result = testEmail.data;

  return (
    <DiagnosticsCard
      titleId="diag-test-title"
      title="Email Testing Tool"
      description="Sends one test e-mail through the outbox and Postmark, like every e-mail the site sends."
    >
      <DiagnosticsFieldForm
        label="Email address"
        input={{
          type: 'email',
          placeholder: 'Enter email address',
          value: email,
          onChange: (event) => setEmail(event.target.value),
          autoComplete: 'email',
        }}
        submitLabel={testEmail.isPending ? 'Sending...' : 'Test Email'}
        ready={Boolean(email) && !testEmail.isPending}
        onSubmit={() => testEmail.mutate(email)}
      />
      {result && (
        <div className="diag-result">
          <pre aria-label="Test email result" data-testid="test-email-result">
            {JSON.stringify(result.shown, null, 2)}
          </pre>
          {result.kind === 'call-failed' && result.serverMessage && (
            <p className="diag-note" role="status">
              {result.status}: {result.serverMessage}
            </p>
          )}
        </div>
      )}
    </DiagnosticsCard>
  );
}
