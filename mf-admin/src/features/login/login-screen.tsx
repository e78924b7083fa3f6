import { ApiRequestError } from '@fresh-pouf/api-client';
import { ADMIN_MESSAGES, adminLoginSchema, firstFieldErrors } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardFooter, CardHeader, FormField, Input, toast } from '@fresh-pouf/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogin } from './api/login';
import { failureToast } from '../../app/admin-toasts';
import { ADMIN_SCREENS } from '../../app/routes';
import { clearSession, savePendingUser, saveSession } from '../../session/admin-session';

const FAILURE_ID = 'admin-login-failure';
const TITLE = 'Admin Login';

export function LoginScreen() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Checked with the spec's login schema once a sign-in was tried; then the marks follow each edit.
  const [attempted, setAttempted] = useState(false);
  // Why the last attempt was refused, shown above the fields where the eye is (the toast is far off).
  const [failure, setFailure] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLogin();
  const navigate = useNavigate();
  const check = adminLoginSchema.safeParse({ username, password });
  const errors: Record<string, string> = attempted && !check.success ? firstFieldErrors(check.error) : {};

  const failed = (description: string, title = 'Login failed') => {
    // A refused password is not left in the field to be sent again by accident; an empty field
    // is then not "too short" either, so the marks wait for the next attempt.
    setPassword('');
    setAttempted(false);
    setFailure(description);
    toast(failureToast(title, description));
    // The keyboard stays in the form, on the field to type again.
    passwordRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    setAttempted(true);
    setFailure(null);
    if (!check.success) {
      const field = firstFieldErrors(check.error).username ? 'username' : 'password';
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
      return;
    }
    // Each attempt starts signed out (docs/product/staff-area.md#login-flow).
    clearSession();
    login.mutate(check.data, {
      onSuccess: (answer) => {
        if (answer.requireTwoFactor && answer.user) {
          savePendingUser(answer.user);
          toast({
            title: 'Verification Required',
            description: 'Please enter the verification code from your authenticator app.',
          });
          navigate(ADMIN_SCREENS.twoFactor.path);
          return;
        }
        if (answer.token && answer.user) {
          saveSession(answer.token, answer.user);
          toast({ title: 'Login successful', description: 'Welcome to the admin dashboard!' });
          navigate(ADMIN_SCREENS.dashboard.path);
          return;
        }
        failed(answer.message ?? ADMIN_MESSAGES.invalidCredentials);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) failed(error.serverMessage ?? ADMIN_MESSAGES.invalidCredentials);
        else failed('An unexpected error occurred. Please try again.', 'Login error');
      },
    });
  };

  return (
    <main className="fpa-center">
      <Card className="fpa-auth-card">
        <CardHeader>
          <h1 className="fp-card__title">{TITLE}</h1>
        </CardHeader>
        <form onSubmit={submit} noValidate>
          <CardContent className="fpa-stack">
            {failure ? (
              <p id={FAILURE_ID} role="alert" className="fpa-form-alert">
                {failure}
              </p>
            ) : null}
            <FormField label="Username" error={errors.username}>
              {(control) => (
                <Input
                  {...control}
                  name="username"
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
              )}
            </FormField>
            <FormField label="Password" error={errors.password}>
              {(control) => (
                <Input
                  {...control}
                  ref={passwordRef}
                  aria-describedby={
                    [control['aria-describedby'], failure ? FAILURE_ID : null].filter(Boolean).join(' ') || undefined
                  }
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" fullWidth disabled={login.isPending}>
              {login.isPending ? 'Logging in...' : 'Login'}
            </Button>
          </CardContent>
        </form>
        <CardFooter>
          <p className="fpa-muted">Only authorized staff can access the admin dashboard.</p>
        </CardFooter>
      </Card>
    </main>
  );
}
