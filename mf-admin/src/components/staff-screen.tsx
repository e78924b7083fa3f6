import type { ReactNode } from 'react';
import type { ScreenKey } from '../app/routes';
import type { AdminSession } from '../session/admin-session';
import { AdminFrame } from './admin-frame';
import { RequireSession } from './require-session';

/** What the router hands a signed-in screen (app/screen-components.ts). */
export interface SignedInScreenProps {
  session: AdminSession;
}

interface StaffScreenProps {
  /** The screen's entry in the route table: the sidebar marks its link. */
  screen: ScreenKey;
  /** The screen's name, for the browser tab. */
  title: string;
  /** Whether a missing session also says why (dashboard, waitlist, blog list: docs/product/overview.md#roles-and-permissions). */
  announce: boolean;
  children(session: AdminSession): ReactNode;
}

/** A signed-in staff screen: the session it needs, in the frame every such screen shares. */
export function StaffScreen({ screen, title, announce, children }: StaffScreenProps) {
  return (
    <RequireSession announce={announce}>
      {(session) => (
        <AdminFrame user={session.user} screen={screen} title={title}>
          {children(session)}
        </AdminFrame>
      )}
    </RequireSession>
  );
}
