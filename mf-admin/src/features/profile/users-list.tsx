import type { AdminUser, StaffUser } from '@fresh-pouf/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Spinner, toast } from '@fresh-pouf/ui';
import { ConfirmDialog, useConfirm } from '@fresh-pouf/ui/confirm-dialog';
import { useEffect, useRef, useState } from 'react';
import { failureToast } from '../../app/admin-toasts';
import { useLoadFailure } from '../../lib/call-failures';
import { capitalise } from '../../lib/format';
import { useSetUserActive } from './api/set-user-active';
import { useStaffUsers } from './api/staff-users';
import { ScrollTable } from '../../components/scroll-table';

export function UsersList({ currentUser }: { currentUser: AdminUser }) {
  const users = useStaffUsers();
  const deactivate = useSetUserActive(false);
  const reactivate = useSetUserActive(true);
  const acting = deactivate.isPending || reactivate.isPending;
  /** The user a Deactivate click asks about; nothing happens until the dialog is confirmed. */
  const confirm = useConfirm<StaffUser>();

  useLoadFailure(users.error, () => toast(failureToast('Error', 'Failed to fetch users')));

  // The row's button is disabled while the call runs (focus drops to the page) and then becomes
  // the other action: once the list shows the result, the keyboard goes back to that row's button.
  const refocus = useRef<number | null>(null);
  const [, setSettled] = useState(0);
  useEffect(() => {
    if (refocus.current === null) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-user-action="${refocus.current}"]`);
    if (!button || button.disabled) return;
    button.focus();
    refocus.current = null;
  });

  const act = (user: StaffUser, active: boolean) => {
    if (!active && user.id === currentUser.id) {
      toast(failureToast('Cannot Deactivate', 'You cannot deactivate your own account.'));
      return;
    }
    (active ? reactivate : deactivate).mutate(user.id, {
      onSettled: () => {
        refocus.current = user.id;
        setSettled((n) => n + 1);
      },
      onSuccess: () =>
        toast(
          active
            ? { title: 'User Reactivated', description: `${user.username} can sign in again.` }
            : { title: 'User Deactivated', description: `${user.username} can no longer sign in.` },
        ),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Staff Users</CardTitle>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <Spinner label="Loading users" />
        ) : (
          // The table scrolls sideways inside its own box on a phone; the page never does.
          <ScrollTable
            label="Staff users"
            columns={['Username', 'Full Name', 'Email', 'Role', 'Status', 'Actions']}
            height="fit"
          >
            {(users.data ?? []).map((user) => (
              <tr key={user.id}>
                <td>{user.username}</td>
                <td>{user.fullName}</td>
                <td>{user.email}</td>
                <td>{capitalise(user.role)}</td>
                <td>
                  {user.active ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>}
                </td>
                <td>
                  {user.id === currentUser.id ? null : user.active ? (
                    <Button
                      size="sm"
                      variant="outline"
                      data-user-action={user.id}
                      onClick={() => confirm.ask(user)}
                      disabled={acting}
                    >
                      Deactivate
                    </Button>
                  ) : (
                    <Button size="sm" data-user-action={user.id} onClick={() => act(user, true)} disabled={acting}>
                      Reactivate
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
        <ConfirmDialog
          {...confirm.dialog}
          title={`Deactivate ${confirm.subject?.username ?? 'this user'}?`}
          description="They are signed out at once and cannot sign in until an administrator reactivates the account."
          confirmLabel="Deactivate"
          onConfirm={() => confirm.subject && act(confirm.subject, false)}
        />
      </CardContent>
    </Card>
  );
}
