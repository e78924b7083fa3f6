import { ADMIN_ROUTE_PATTERNS } from '@fresh-pouf/contracts';
import { matchPath, useLocation } from 'react-router-dom';
import { RemoteRoute } from '../federation/remote-route';
import { PublicLayout } from '../layout/public-layout';
import { NotFoundRoute } from '../routes/not-found';

/**
 * The staff remote routes among its own screens, so it gets the whole /admin/* subtree; a
 * path that is none of them is the site's 404, as the gateway already answered it.
 */
export function AdminArea() {
  const { pathname } = useLocation();
  const known = ADMIN_ROUTE_PATTERNS.some((pattern) => matchPath(pattern, pathname));
  if (!known) return <PublicLayout page={<NotFoundRoute />} />;
  return <RemoteRoute remote="admin" module="AdminApp" />;
}
