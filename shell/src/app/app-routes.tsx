import { DIAGNOSTICS_ROUTE_PATHS } from '@fresh-pouf/contracts';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { RemoteFallback } from '../federation/remote-fallback';
import { RemoteLoading, RemoteRoute } from '../federation/remote-route';
import { useRemotesConfig } from '../federation/remotes-config';
import { routeOwner } from '../federation/route-owner';
import { PublicLayout } from '../layout/public-layout';
import { DiagnosticsRoute } from '../routes/diagnostics';
import { NotFoundRoute } from '../routes/not-found';

const isDiagnosticsPath = (pathname: string) => DIAGNOSTICS_ROUTE_PATHS.some((path) => matchPath(path, pathname));

/**
 * The route table of spec section 2: the shell's own diagnostics screen, else the remote that
 * published the path (its App routes it further), else the 404 screen. Which remote serves
 * which paths comes from the gateway at run time, so a new screen ships with its remote alone.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const ownScreen = isDiagnosticsPath(pathname);
  const config = useRemotesConfig(!ownScreen);

  if (ownScreen) return <PublicLayout page={<DiagnosticsRoute />} />;
  if (config.isPending) return <RemoteLoading />;
  if (config.isError) {
    return <PublicLayout page={<RemoteFallback deployed onRetry={() => void config.refetch()} />} />;
  }
  const owner = routeOwner(config.data, pathname);
  if (!owner) return <PublicLayout page={<NotFoundRoute />} />;
  const page: ReactNode = <RemoteRoute remote={owner.remote} />;
  return owner.frame === 'site' ? <PublicLayout page={page} /> : page;
}
