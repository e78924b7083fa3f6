import { DIAGNOSTICS_ROUTE_PATHS, routeOwner } from '@fresh-pouf/contracts/values';
import { lazy, Suspense, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { RemoteFallback } from '../federation/remote-fallback';
import { RemoteLoading, RemoteRoute } from '../federation/remote-route';
import { useRemotesConfig } from '../federation/remotes-config';
import { PublicLayout } from '../layout/public-layout';

// The shell's own screens both carry the diagnostics cards (docs/product/overview.md#not-found-screen): their code, and the
// schemas the cards check answers with, load when one is opened, never with a remote's page.
const DiagnosticsRoute = lazy(() =>
  import('../routes/diagnostics').then((module) => ({ default: module.DiagnosticsRoute })),
);
const NotFoundRoute = lazy(() => import('../routes/not-found').then((module) => ({ default: module.NotFoundRoute })));

/** A screen of the shell's own, in the site's frame. */
function OwnScreen({ screen }: { screen: ReactNode }) {
  return <PublicLayout page={<Suspense fallback={<RemoteLoading />}>{screen}</Suspense>} />;
}

const isDiagnosticsPath = (pathname: string) => DIAGNOSTICS_ROUTE_PATHS.some((path) => matchPath(path, pathname));

/**
 * The route table (docs/product/overview.md#routes): the shell's own diagnostics screen, else the remote that
 * published the path (its App routes it further), else the 404 screen. Which remote serves
 * which paths comes from the gateway at run time, so a new screen ships with its remote alone.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const ownScreen = isDiagnosticsPath(pathname);
  const config = useRemotesConfig(!ownScreen);

  if (ownScreen) return <OwnScreen screen={<DiagnosticsRoute />} />;
  if (config.isPending) return <RemoteLoading />;
  if (config.isError) {
    return <PublicLayout page={<RemoteFallback deployed onRetry={() => void config.refetch()} />} />;
  }
  const owner = routeOwner(config.data, pathname);
  if (!owner) return <OwnScreen screen={<NotFoundRoute />} />;
  const page: ReactNode = <RemoteRoute remote={owner.remote} />;
  return owner.frame === 'site' ? <PublicLayout page={page} /> : page;
}
