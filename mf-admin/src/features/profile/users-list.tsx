import type { AdminUser, StaffUser } from '@fresh-pouf/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Spinner, toast } from '@fresh-pouf/ui';
import { useEffect } from 'react';
import { serverMessage } from '../../api/admin-request';
import { useSetUserActive, useStaffUsers } from '../../api/staff-users';
import { failureToast } from '../../app/admin-toasts';
import { useSessionEnded } from '../../components/use-session-ended';
import { capitalise } from '../../lib/format';

export function UsersList({ currentUser }: { currentUser: AdminUser }) {
  const users = useStaffUsers();
  const setActive = useSetUserActive();
  const sessionEnded = useSessionEnded();

  useEffect(() => {
    if (!users.error || sessionEnded(users.error)) return;
    toast(failureToast('Error', 'Failed to fetch users'));
  }, [users.error, sessionEnded]);

  const act = (user: StaffUser, active: boolean) => {
    if (!active && user.id === currentUser.id) {
      toast(failureToast('Cannot Deactivate', 'You cannot deactivate your own account.'));
      return;
    }
    const title = active ? 'Failed to reactivate user' : 'Failed to deactivate user';
    setActive.mutate(
      { id: user.id, active },
      {
        onSuccess: () =>
          toast(
            active
              ? { title: 'User Reactivated', description: `${user.username} can sign in again.` }
              : { title: 'User Deactivated', description: `${user.username} can no longer sign in.` },
          ),
        onError: (error) => {
          if (sessionEnded(error)) return;
          toast(failureToast(title, serverMessage(error) ?? title));
        },
      },
    );
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
          <table className="fpa-table">
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">Full Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {(users.data ?? []).map((user) => (
                <tr key={user.id}>
                  <td>{user.username}</td>
                  <td>{user.fullName}</td>
                  <td>{user.email}</td>
                  <td>{capitalise(user.role)}</td>
                  <td>{user.active ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>}</td>
                  <td>
                    {user.id === currentUser.id ? null : user.active ? (
                      <Button size="sm" variant="outline" onClick={() => act(user, false)} disabled={setActive.isPending}>
                        Deactivate
                      </Button>
                    ) : (
                      <Button size="sm" onClick={() => act(user, true)} disabled={setActive.isPending}>
                        Reactivate
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
