import type { ReactNode } from 'react';
import type { AdminSession } from '../session/admin-session';
import { AdminFrame } from './admin-frame';
import { RequireSession } from './require-session';

interface StaffScreenProps {
  /** The screen's name, for the browser tab. */
  title: string;
  /** Whether a missing session also says why (dashboard, waitlist, blog list: docs/product/overview.md#roles-and-permissions). */
  announce: boolean;
  children(session: AdminSession): ReactNode;
}

/** A signed-in staff screen: the session it needs, in the frame every such screen shares. */
export function StaffScreen({ title, announce, children }: StaffScreenProps) {
  return (
    <RequireSession announce={announce}>
      {(session) => (
        <AdminFrame user={session.user} title={title}>
          {children(session)}
        </AdminFrame>
      )}
    </RequireSession>
  );
}
