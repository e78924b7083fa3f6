import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label } from '@fresh-pouf/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTestEmail } from '../api/test-email';

export function EmailTestingCard({ token }: { token: string | null }) {
  const [email, setEmail] = useState('');
  const inputId = useId();
  const testEmail = useTestEmail(token);
  const result = testEmail.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email || testEmail.isPending) return;
    testEmail.mutate(email);
  };

  return (
    <Card aria-labelledby="diag-test-title">
      <CardHeader>
        <CardTitle as="h2" id="diag-test-title">
          Email Testing Tool
        </CardTitle>
        <CardDescription>
          Sends one test e-mail through the outbox and Postmark, like every e-mail the site sends.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="diag-test-form" onSubmit={submit}>
          <Label htmlFor={inputId}>Email address</Label>
          <div className="diag-test-form__row">
            <Input
              id={inputId}
              type="email"
              placeholder="Enter email address"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="email"
            />
            <Button type="submit" disabled={!email || testEmail.isPending}>
              {testEmail.isPending ? 'Sending...' : 'Test Email'}
            </Button>
          </div>
        </form>
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
      </CardContent>
    </Card>
  );
}
