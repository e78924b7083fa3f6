import { toast } from '@fresh-pouf/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_REQUIRED_TOAST } from '../app/admin-toasts';
import { ADMIN_SCREENS } from '../app/routes';
import { readSession, type AdminSession } from '../session/admin-session';

interface RequireSessionProps {
  /** The dashboard, waitlist and blog list also say why (docs/product/overview.md#roles-and-permissions). */
  announce: boolean;
  children(session: AdminSession): ReactNode;
}

/** Every admin screen needs the stored token and user; without them it goes to login. */
export function RequireSession({ announce, children }: RequireSessionProps) {
  const session = readSession();
  const navigate = useNavigate();
  const redirected = useRef(false);

  useEffect(() => {
    if (session || redirected.current) return;
    redirected.current = true;
    if (announce) toast(AUTH_REQUIRED_TOAST);
    navigate(ADMIN_SCREENS.login.path, { replace: true });
  }, [session, announce, navigate]);

  return session ? <>{children(session)}</> : null;
}
