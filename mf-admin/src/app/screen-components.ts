import type { ComponentType } from 'react';
import type { SignedInScreenProps } from '../components/staff-screen';
import { AnnouncementsScreen } from '../features/announcements/announcements-screen';
import { BlogEditorScreen } from '../features/blog/blog-editor-screen';
import { BlogManagementScreen } from '../features/blog/blog-management-screen';
import { DashboardScreen } from '../features/dashboard/dashboard-screen';
import { LoginScreen } from '../features/login/login-screen';
import { ProfileScreen } from '../features/profile/profile-screen';
import { StripeEventsScreen } from '../features/stripe-events/stripe-events-screen';
import { TwoFactorScreen } from '../features/two-factor/two-factor-screen';
import { WaitlistScreen } from '../features/waitlist/waitlist-screen';
import type { ADMIN_SCREENS, ScreenKey } from './routes';

/** A framed screen is handed the session it was opened with; a sign-in screen nothing. */
type ScreenComponents = {
  [K in ScreenKey]: (typeof ADMIN_SCREENS)[K]['framed'] extends true
    ? ComponentType<SignedInScreenProps>
    : ComponentType;
};

/**
 * Each entry of the route table (./routes.ts) drawn by its screen. Imported with the App rather
 * than lazily: a screen's code then comes with the App's, in the files the page already preloads,
 * and the App's first commit draws the screen over the page's placeholder with no gap between.
 * A table entry without its screen here (or the reverse) does not type-check.
 */
export const SCREEN_COMPONENTS: ScreenComponents = {
  login: LoginScreen,
  twoFactor: TwoFactorScreen,
  dashboard: DashboardScreen,
  profile: ProfileScreen,
  waitlist: WaitlistScreen,
  blogManagement: BlogManagementScreen,
  blogEditor: BlogEditorScreen,
  stripeEvents: StripeEventsScreen,
  announcements: AnnouncementsScreen,
};
