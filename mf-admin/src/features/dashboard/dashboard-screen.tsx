import { toast } from '@fresh-pouf/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@fresh-pouf/ui/tabs';
import { failureToast } from '../../app/admin-toasts';
import { StaffScreen } from '../../components/staff-screen';
import { useLoadFailure } from '../../lib/call-failures';
import { useWaitlist } from '../waitlist/api/waitlist';
import { useStats } from './api/stats';
import { BlogTab } from './blog-tab';
import { OverviewTab } from './overview-tab';
import { WaitlistTab } from './waitlist-tab';

export function DashboardScreen() {
  return (
    <StaffScreen title="Dashboard" announce>
      {() => <Dashboard />}
    </StaffScreen>
  );
}

function Dashboard() {
  const stats = useStats();
  const waitlist = useWaitlist();
  useLoadFailure(stats.error ?? waitlist.error, () => toast(failureToast('Error', 'Failed to load dashboard data. Please try again.')));

  return (
    <>
      <h1 className="fpa-title">Dashboard</h1>
      <Tabs defaultValue="overview">
        <TabsList className="fpa-tabs">
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
          <BlogTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
