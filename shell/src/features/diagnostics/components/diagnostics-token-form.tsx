import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label } from '@fresh-pouf/ui';
import { type FormEvent, useId, useState } from 'react';

/** Shown when the deployment sets DIAGNOSTICS_TOKEN and a call was refused without the right one. */
export function DiagnosticsTokenForm({ hadToken, onSubmit }: { hadToken: boolean; onSubmit(token: string): void }) {
  const [value, setValue] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = value.trim();
    if (token) onSubmit(token);
  };
  return (
    <Card aria-labelledby="diag-token-title" className="diag-token">
      <CardHeader>
        <CardTitle as="h2" id="diag-token-title">
          Diagnostics Access
        </CardTitle>
        <CardDescription>
          {hadToken
            ? 'That diagnostics token was not accepted. Enter the current one.'
            : 'This deployment protects its diagnostics. Enter the diagnostics token; it is kept for this browser session only.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="diag-test-form" onSubmit={submit}>
          <Label htmlFor={inputId}>Diagnostics token</Label>
          <div className="diag-test-form__row">
            <Input
              id={inputId}
              type="password"
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <Button type="submit" disabled={!value.trim()}>
              Unlock
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
