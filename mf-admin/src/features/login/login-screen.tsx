import { ApiRequestError } from '@fresh-pouf/api-client';
import { ADMIN_MESSAGES } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardFooter, CardHeader, FormField, Input, toast } from '@fresh-pouf/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogin } from '../../api/login';
import { failureToast } from '../../app/admin-toasts';
import { ADMIN_PATHS } from '../../app/paths';
import { clearSession, savePendingUser, saveSession } from '../../session/admin-session';

export function LoginScreen() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    // Each attempt starts signed out (spec section 4).
    clearSession();
    login.mutate(
      { username, password },
      {
        onSuccess: (answer) => {
          if (answer.requireTwoFactor && answer.user) {
            savePendingUser(answer.user);
            toast({ title: 'Verification Required', description: 'Please enter the verification code from your authenticator app.' });
            navigate(ADMIN_PATHS.twoFactor);
            return;
          }
          if (answer.token && answer.user) {
            saveSession(answer.token, answer.user);
            toast({ title: 'Login successful', description: 'Welcome to the admin dashboard!' });
            navigate(ADMIN_PATHS.dashboard);
            return;
          }
          toast(failureToast('Login failed', answer.message ?? ADMIN_MESSAGES.invalidCredentials));
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) {
            toast(failureToast('Login failed', error.serverMessage ?? ADMIN_MESSAGES.invalidCredentials));
          } else {
            toast(failureToast('Login error', 'An unexpected error occurred. Please try again.'));
          }
        },
      },
    );
  };

  return (
    <main className="fpa-center">
      <Card className="fpa-auth-card">
        <CardHeader>
          <h1 className="fp-card__title">Admin Login</h1>
        </CardHeader>
        <form onSubmit={submit} noValidate>
          <CardContent className="fpa-stack">
            <FormField label="Username">
              {(control) => (
                <Input {...control} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
              )}
            </FormField>
            <FormField label="Password">
              {(control) => (
                <Input
                  {...control}
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
