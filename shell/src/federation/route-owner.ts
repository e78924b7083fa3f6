import type { RemoteFrame, RemoteName, RemotesConfig } from '@fresh-pouf/contracts';
import { matchRoutes } from 'react-router-dom';

export interface RouteOwner {
  remote: RemoteName;
  frame: RemoteFrame;
  /** The remote publishes the route as islands: its server-rendered page is the page. */
  islands: boolean;
}

/**
 * The remote whose published routes include `pathname`, ranked as React Router ranks routes
 * (a literal segment beats a parameter), or undefined: then the path is the site's 404.
 */
export function routeOwner(config: RemotesConfig, pathname: string): RouteOwner | undefined {
  const routes = Object.entries(config.routes).flatMap(([remote, published]) =>
    published.routes.map((path) => ({ path, remote, frame: published.frame, islands: published.islands.includes(path) })),
  );
  const match = matchRoutes(routes, pathname)?.[0]?.route;
  return match ? { remote: match.remote, frame: match.frame, islands: match.islands } : undefined;
}
