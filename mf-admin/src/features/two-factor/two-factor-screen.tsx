import { ApiRequestError } from '@fresh-pouf/api-client';
import { ADMIN_MESSAGES, type AdminUser } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardFooter, CardHeader, toast } from '@fresh-pouf/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useVerifyTwoFactor } from './api/verify-two-factor';
import { CodeField } from '../../components/code-field';
import { failureToast } from '../../app/admin-toasts';
import { ADMIN_SCREENS } from '../../app/routes';
import { clearPendingUser, readPendingUser, saveSession } from '../../session/admin-session';

const TITLE = 'Two-Factor Authentication';

export function TwoFactorScreen() {
  const pending = readPendingUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (!pending) navigate(ADMIN_SCREENS.login.path, { replace: true });
  }, [pending, navigate]);
  return pending ? <TwoFactorForm user={pending} /> : null;
}

function TwoFactorForm({ user }: { user: AdminUser }) {
  const [code, setCode] = useState('');
  // Why the last code was refused, under the field where the eye is (the toast is far off).
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  const verify = useVerifyTwoFactor();
  const navigate = useNavigate();

  const refused = (title: string, message: string) => {
    setCode('');
    setProblem(message);
    toast(failureToast(title, message));
    // The keyboard stays on the field, ready for the next code.
    field.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (!code.trim()) {
      refused('Validation Error', ADMIN_MESSAGES.codeRequiredLogin);
      return;
    }
    verify.mutate(code.trim(), {
      onSuccess: (answer) => {
        if (!answer.token || !answer.user) {
          refused('Verification failed', answer.message ?? ADMIN_MESSAGES.invalidCode);
          return;
        }
        saveSession(answer.token, answer.user);
        clearPendingUser();
        toast({ title: 'Verification successful', description: 'Welcome to the admin dashboard!' });
        navigate(ADMIN_SCREENS.dashboard.path);
      },
      onError: (error) => {
        const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
        refused('Verification failed', message ?? ADMIN_MESSAGES.invalidCode);
        // Expired, too many wrong codes, or the account's second step locked for a while (429,
        // the message says how long): only a new sign-in helps.
        const locked = error instanceof ApiRequestError && error.status === 429;
        if (locked || message === ADMIN_MESSAGES.noPendingSignIn) {
          clearPendingUser();
          navigate(ADMIN_SCREENS.login.path, { replace: true });
        }
      },
    });
  };

  const cancel = () => {
    clearPendingUser();
    navigate(ADMIN_SCREENS.login.path);
  };

  return (
    <main className="fpa-center">
      <Card className="fpa-auth-card">
        <CardHeader>
          <h1 className="fp-card__title">{TITLE}</h1>
          <p className="fpa-muted">
            Signing in as <strong>{user.username}</strong>
          </p>
        </CardHeader>
        <form onSubmit={submit} noValidate>
          <CardContent className="fpa-stack">
            <CodeField
              label="Verification code"
              hint="The 6-digit code from your authenticator app."
              value={code}
              onChange={(value) => {
                setCode(value);
                setProblem(undefined);
              }}
              error={problem}
              allowBackup
              inputRef={field}
              autoFocus
            />
            <div className="fpa-row">
              <Button type="submit" disabled={verify.isPending}>
                {verify.isPending ? 'Verifying...' : 'Verify'}
              </Button>
              <Button type="button" variant="outline" onClick={cancel}>
                Cancel
              </Button>
            </div>
          </CardContent>
        </form>
        <CardFooter>
          <p className="fpa-muted">Lost your authenticator device? Contact an administrator to regain access.</p>
        </CardFooter>
      </Card>
    </main>
  );
}
