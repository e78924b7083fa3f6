/** The dashboard's tabs, in order: the screen's Tabs and the page's placeholder draw these. */
export const DASHBOARD_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'blog', label: 'Blog Posts' },
] as const;

/** The Overview's four headline numbers (fields of the stats answer): drawn by the App and by the page's placeholder. */
export const STAT_CARDS = [
  { title: 'Total Waitlist Sign-ups', key: 'totalCount' },
  { title: 'Early Bird Registrations', key: 'earlyBirdCount' },
  { title: 'Paid Customers', key: 'paidCount' },
  { title: 'Family Plans', key: 'familyPlanCount' },
] as const;
