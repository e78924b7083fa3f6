import { adminApi, type AdminUser, type RemoteRoutesInput } from '@fresh-pouf/contracts';
import { waitlistPageQuery } from '../features/waitlist/api/waitlist';
import { earlyGet, type EarlyGet } from '../lib/early-requests';

/** A link of the staff sidebar to its screen. */
export interface SidebarEntry {
  label: string;
  /** Where in the sidebar, smallest first (a screen may have links in several places). */
  position: number;
  /** A tab of the screen, named by the URL's hash. */
  hash?: string;
  /** Only these roles see the link (the server refuses the others anyway). */
  roles?: readonly AdminUser['role'][];
}

/** A sign-in screen: no session, no frame; it draws its whole page. */
interface SignInScreen {
  path: string;
  title: string;
  framed: false;
}

/** A signed-in screen: the router checks the session and draws it in the staff frame. */
interface FramedScreenBase {
  path: string;
  framed: true;
  /** Whether a signed-out visitor is told why they are sent to the login (docs/product/overview.md#roles-and-permissions). */
  announce: boolean;
  sidebar?: readonly SidebarEntry[];
  /** The screen whose link the sidebar marks while this one is on show, when it has none itself. */
  sidebarParent?: string;
  /** The GETs the screen makes first, exactly as its queries make them: sent as the page loads. */
  firstCalls?: readonly EarlyGet[];
}

/** The browser tab's "<title> · Fresh Pouf"; by the URL's parameters where they change it. */
type FramedTitle =
  | {
      title: string;
      /** The page's first paint shows the title as the screen's heading (its heading does not depend on data). */
      headingFirst?: boolean;
    }
  | { title: (params: Readonly<Record<string, string | undefined>>) => string; headingFirst?: false };

type FramedScreen = FramedScreenBase & FramedTitle;

export type ScreenEntry = SignInScreen | FramedScreen;

/**
 * The staff area's screens (docs/product/overview.md#routes), one entry each: the route, the
 * sidebar, the title and the first paint all come from here. Plain data with no component, as
 * the build reads it in Node (the published routes, app/page-parts.tsx); the screens themselves
 * are in app/screen-components.ts under the same keys.
 */
export const ADMIN_SCREENS = {
  login: { path: '/admin/login', title: 'Admin Login', framed: false },
  twoFactor: { path: '/admin/two-factor', title: 'Two-Factor Authentication', framed: false },
  dashboard: {
    path: '/admin/dashboard',
    title: 'Dashboard',
    framed: true,
    announce: true,
    headingFirst: true,
    sidebar: [{ label: 'Dashboard', position: 10 }],
    // The funnel card opens on its 30 days.
    firstCalls: [earlyGet(adminApi.dashboard.stats, {}), earlyGet(adminApi.dashboard.funnel, { query: { days: 30 } })],
  },
  profile: {
    path: '/admin/profile',
    title: 'Account Settings',
    framed: true,
    announce: false,
    headingFirst: true,
    sidebar: [
      { label: 'User Management', position: 40, hash: '#users', roles: ['admin'] },
      { label: 'Security Settings', position: 70, hash: '#security' },
      { label: 'My Account', position: 80 },
    ],
  },
  waitlist: {
    path: '/admin/waitlist',
    title: 'Waitlist Management',
    framed: true,
    announce: true,
    headingFirst: true,
    sidebar: [{ label: 'Waitlist Entries', position: 20 }],
    firstCalls: [
      earlyGet(adminApi.dashboard.waitlist, { query: waitlistPageQuery(undefined) }),
      earlyGet(adminApi.referralHolds.list, {}),
    ],
  },
  blogManagement: {
    path: '/admin/blog-management',
    title: 'Blog Management',
    framed: true,
    announce: true,
    headingFirst: true,
    sidebar: [{ label: 'Blog Management', position: 30 }],
  },
  blogEditor: {
    path: '/admin/blog/:id',
    title: ({ id }) => (id === 'new' ? 'Create New Blog Post' : 'Edit Blog Post'),
    framed: true,
    announce: false,
    sidebarParent: 'blogManagement',
  },
  stripeEvents: {
    path: '/admin/stripe-events',
    title: 'Stripe Events',
    framed: true,
    announce: true,
    sidebar: [{ label: 'Stripe Events', position: 50, roles: ['admin'] }],
  },
  announcements: {
    path: '/admin/announcements',
    title: 'Announcements',
    framed: true,
    announce: true,
    sidebar: [{ label: 'Announcements', position: 60, roles: ['admin'] }],
  },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenKey = keyof typeof ADMIN_SCREENS;

/** The table's entries, keyed, in its order, each typed as any entry. */
export const SCREEN_ENTRIES = Object.entries(ADMIN_SCREENS) as [ScreenKey, ScreenEntry][];

/**
 * Published in this remote's mf-manifest.json: the gateway and the shell learn the staff
 * area's paths from it. The staff area draws its whole page, without the public header and footer.
 */
export const remoteRoutes = {
  routes: SCREEN_ENTRIES.map(([, screen]) => screen.path),
  frame: 'none',
} satisfies RemoteRoutesInput;
