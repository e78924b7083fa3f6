import { Button, Card, CardContent, CardHeader, CardTitle, toast } from '@fresh-pouf/ui';
import { useState, type FormEvent } from 'react';
import { failureToast } from '../../app/admin-toasts';
import { useChangePassword } from './api/change-password';
import { passwordChangeProblem } from './password-change-problem';
import { TextField } from './text-field';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A password change voids older sessions; the new token in the answer keeps this one going. */
export function ChangePasswordCard({ onNewToken }: { onNewToken(token: string): void }) {
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const problem = passwordChangeProblem(values);
    if (problem) {
      toast(failureToast('Validation Error', problem));
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ token }) => {
          onNewToken(token);
          setValues(EMPTY);
          toast({ title: 'Password changed', description: 'Your password has been updated.' });
        },
      },
    );
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change Password</CardTitle>
      </CardHeader>
      <form onSubmit={submit} noValidate>
        <CardContent className="fpa-stack">
          {field('currentPassword', 'Current Password', 'current-password')}
          {field('newPassword', 'New Password', 'new-password')}
          {field('confirmPassword', 'Confirm New Password', 'new-password')}
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </div>
        </CardContent>
      </form>
    </Card>
  );
}
