import type { AdminUser } from '@fresh-pouf/contracts';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@fresh-pouf/ui';
import { Link } from 'react-router-dom';
import { failureToast } from '../../app/admin-toasts';
import { ADMIN_PATHS } from '../../app/paths';
import { RequireSession } from '../../components/require-session';
import { useLoadFailure } from '../../lib/call-failures';
import { useWaitlist } from '../waitlist/api/waitlist';
import { AdminSidebar } from './admin-sidebar';
import { useStats } from './api/stats';
import { OverviewTab } from './overview-tab';
import { WaitlistTab } from './waitlist-tab';

export function DashboardScreen() {
  return <RequireSession announce>{(session) => <Dashboard user={session.user} />}</RequireSession>;
}

function Dashboard({ user }: { user: AdminUser }) {
  const stats = useStats();
  const waitlist = useWaitlist();
  useLoadFailure(stats.error ?? waitlist.error, () => toast(failureToast('Error', 'Failed to load dashboard data. Please try again.')));

  return (
    <div className="fpa-layout">
      <AdminSidebar user={user} />
      <main className="fpa-main">
        <h1 className="fpa-title">Dashboard</h1>
        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="waitlist">Waitlist</TabsTrigger>
            <TabsTrigger value="blog">Blog Posts</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab stats={stats.data} />
          </TabsContent>
          <TabsContent value="waitlist">
            <WaitlistTab waitlist={waitlist} />
          </TabsContent>
          <TabsContent value="blog">
            <div className="fpa-stack">
              <Button asChild>
                <Link to={ADMIN_PATHS.newPost}>Create New Post</Link>
              </Button>
              <p className="fpa-muted">Blog management comes in the next update.</p>
            </div>
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
