import type { AdminUser } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@fresh-pouf/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@fresh-pouf/ui/tabs';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_SCREENS } from '../../app/routes';
import type { SignedInScreenProps } from '../../components/staff-screen';
import { capitalise } from '../../lib/format';
import { saveSession, saveUser } from '../../session/admin-session';
import { ChangePasswordCard } from './change-password-card';
import { CreateUserCard } from './create-user-card';
import { TwoFactorCard } from './two-factor-card';
import { UsersList } from './users-list';

type ProfileTab = 'profile' | 'security' | 'users';

export function ProfileScreen({ session }: SignedInScreenProps) {
  return <Profile initialUser={session.user} />;
}

/** The tab named by the URL hash; users only for admins. */
function tabFromHash(hash: string, user: AdminUser): ProfileTab {
  const name = hash.replace(/^#/, '');
  if (name === 'security') return 'security';
  if (name === 'users' && user.role === 'admin') return 'users';
  return 'profile';
}

function Profile({ initialUser }: { initialUser: AdminUser }) {
  // The profile comes from the copy stored at login, kept in step with changes here.
  const [user, setUser] = useState(initialUser);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(hash, user);

  const changeUser = (next: AdminUser) => {
    saveUser(next);
    setUser(next);
  };

  return (
    <>
      <div className="fpa-row fpa-row--between">
        <Button asChild variant="ghost">
          <Link to={ADMIN_SCREENS.dashboard.path}>← Back to Dashboard</Link>
        </Button>
        <span className="fpa-muted">{user.fullName || user.username}</span>
      </div>
      <h1 className="fpa-title">Account Settings</h1>
      <Tabs value={tab} onValueChange={(value) => navigate({ hash: value }, { replace: true })}>
        <TabsList className="fpa-tabs">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          {user.role === 'admin' ? <TabsTrigger value="users">Users</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="profile">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Profile</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="fpa-details">
                <dt>Username</dt>
                <dd>{user.username}</dd>
                <dt>Full Name</dt>
                <dd>{user.fullName ?? ''}</dd>
                <dt>Email</dt>
                <dd>{user.email}</dd>
                <dt>Role</dt>
                <dd>{capitalise(user.role)}</dd>
              </dl>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="security" className="fpa-stack">
          <ChangePasswordCard onNewToken={(token) => saveSession(token, user)} />
          <TwoFactorCard user={user} onUserChange={changeUser} />
        </TabsContent>
        {user.role === 'admin' ? (
          <TabsContent value="users" className="fpa-stack">
            <CreateUserCard />
            <UsersList currentUser={user} />
          </TabsContent>
        ) : null}
      </Tabs>
    </>
  );
}
