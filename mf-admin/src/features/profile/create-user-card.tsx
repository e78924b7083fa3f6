import { createUserSchema, type StaffRole } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, toast } from '@fresh-pouf/ui';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@fresh-pouf/ui/select';
import { useState, type FormEvent } from 'react';
import { failureToast } from '../../app/admin-toasts';
import { useCreateUser } from './api/create-user';
import { TextField } from './text-field';

const EMPTY = { username: '', fullName: '', email: '', password: '', role: 'editor' as StaffRole };

/** The server's own schema (docs/product/staff-area.md#staff-users): every field first, then the password length; editor by default. */
function check(values: typeof EMPTY): string | null {
  const parsed = createUserSchema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export function CreateUserCard() {
  const [values, setValues] = useState(EMPTY);
  const create = useCreateUser();

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
    });
  };

  const text = (name: 'username' | 'fullName' | 'email' | 'password', label: string, type = 'text') => (
    <TextField
      label={label}
      name={`new-${name}`}
      type={type}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      value={values[name]}
      onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
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
              <Select
                value={values.role}
                onValueChange={(role) => setValues((v) => ({ ...v, role: role as StaffRole }))}
              >
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
