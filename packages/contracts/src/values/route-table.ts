import type { RemoteFrame } from './site';

/** The route table as every copy of it reads: each remote's published paths, how it is framed, its islands routes. */
export interface PublishedRoutes {
  routes: Readonly<Record<string, { routes: readonly string[]; frame: RemoteFrame; islands: readonly string[] }>>;
}

export interface RouteOwner {
  remote: string;
  frame: RemoteFrame;
  /** The remote publishes the route as islands: its server-rendered page is the page. */
  islands: boolean;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The literal segments `pattern` matches `pathname` with, or -1 when it does not. Patterns are
 * literal segments and `:name` parameters only (routePatternSchema); a parameter takes any one
 * segment. As React Router reads them: letters' case ignored, a trailing slash allowed, and no
 * decoding (a malformed escape such as /blog/%E0 is a segment like any other, never a throw).
 */
export function routeMatch(pattern: string, pathname: string): number {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length || pathname.includes('//')) return -1;
  let literals = 0;
  for (const [i, segment] of expected.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment.toLowerCase() !== actual[i]?.toLowerCase()) return -1;
    literals += 1;
  }
  return literals;
}

/** A path of `patterns` (the site's route table, or one remote's). */
export const isRoutePath = (pathname: string, patterns: readonly string[]) =>
  patterns.some((pattern) => routeMatch(pattern, pathname) >= 0);

/**
 * What the pattern that matches `pathname` most literally is paired with: a literal segment beats
 * a parameter (/blog/news before /blog/:slug), as React Router ranks routes; the first of equals
 * wins. Undefined when no pattern matches.
 */
export function bestRouteMatch<T>(candidates: Iterable<readonly [pattern: string, value: T]>, pathname: string) {
  let best: { rank: number; value: T } | undefined;
  for (const [pattern, value] of candidates) {
    const rank = routeMatch(pattern, pathname);
    if (rank > (best?.rank ?? -1)) best = { rank, value };
  }
  return best?.value;
}

/**
 * The remote whose published routes include `pathname` (the most literal pattern wins), the
 * shell's and the gateway's one answer; or undefined, and the path is the site's 404.
 */
export function routeOwner(config: PublishedRoutes, pathname: string): RouteOwner | undefined {
  const candidates = Object.entries(config.routes).flatMap(([remote, published]) =>
    published.routes.map(
      (pattern) => [pattern, { remote, frame: published.frame, islands: published.islands.includes(pattern) }] as const,
    ),
  );
  return bestRouteMatch(candidates, pathname);
}
