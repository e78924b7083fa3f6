import { ADMIN_MESSAGES, type StaffRole } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, toast } from '@fresh-pouf/ui';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../api/admin-request';
import { useCreateUser } from '../../api/staff-users';
import { failureToast } from '../../app/admin-toasts';
import { useSessionEnded } from '../../components/use-session-ended';

const EMPTY = { username: '', fullName: '', email: '', password: '', role: 'editor' as StaffRole };

/** Spec section 5: every field first, then the password length; editor by default. */
function check(values: typeof EMPTY): string | null {
  if (!values.username.trim() || !values.email.trim() || !values.password || !values.fullName.trim()) return ADMIN_MESSAGES.allFieldsRequired;
  if (values.password.length < 8) return ADMIN_MESSAGES.createPasswordMin;
  return null;
}

export function CreateUserCard() {
  const [values, setValues] = useState(EMPTY);
  const create = useCreateUser();
  const sessionEnded = useSessionEnded();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const problem = check(values);
    if (problem) {
      toast(failureToast('Validation Error', problem));
      return;
    }
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: 'User Created', description: `${values.fullName} can now sign in as ${values.username}.` });
        setValues(EMPTY);
      },
      onError: (error) => {
        if (sessionEnded(error)) return;
        toast(failureToast('Failed to create user', serverMessage(error) ?? 'Failed to create user'));
      },
    });
  };

  const text = (name: 'username' | 'fullName' | 'email' | 'password', label: string, type = 'text') => (
    <FormField label={label}>
      {(control) => (
        <Input
          {...control}
          name={`new-${name}`}
          type={type}
          autoComplete={type === 'password' ? 'new-password' : 'off'}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Create User</CardTitle>
      </CardHeader>
      <form onSubmit={submit} noValidate>
        <CardContent className="fpa-form-grid">
          {text('username', 'Username')}
          {text('fullName', 'Full Name')}
          {text('email', 'Email', 'email')}
          {text('password', 'Password', 'password')}
          <FormField label="Role">
            {({ id }) => (
              <Select value={values.role} onValueChange={(role) => setValues((v) => ({ ...v, role: role as StaffRole }))}>
                <SelectTrigger id={id}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="editor">Editor</SelectItem>
                  <SelectItem value="admin">Admin</SelectItem>
                </SelectContent>
              </Select>
            )}
          </FormField>
          <div className="fpa-form-grid__actions">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create User'}
            </Button>
          </div>
        </CardContent>
      </form>
    </Card>
  );
}
