import { toast } from '@fresh-pouf/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@fresh-pouf/ui/tabs';
import { useState } from 'react';
import { failureToast } from '../../app/admin-toasts';
import { useLoadFailure } from '../../lib/call-failures';
import { useWaitlist } from '../waitlist/api/waitlist';
import { useStats } from './api/stats';
import { BlogTab } from './blog-tab';
import { DASHBOARD_TABS } from './overview-cards';
import { OverviewTab } from './overview-tab';
import { WaitlistTab } from './waitlist-tab';

export function DashboardScreen() {
  const [tab, setTab] = useState('overview');
  const stats = useStats();
  // The Overview's numbers first: on a phone, reading and checking a page of the list beside them
  // would hold them back. The page is asked for once they are in, or when its tab is opened.
  const waitlist = useWaitlist('', { enabled: tab === 'waitlist' || !stats.isPending });
  useLoadFailure(stats.error ?? waitlist.error, () =>
    toast(failureToast('Error', 'Failed to load dashboard data. Please try again.')),
  );

  return (
    <>
      <h1 className="fpa-title">Dashboard</h1>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="fpa-tabs">
          {DASHBOARD_TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
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
