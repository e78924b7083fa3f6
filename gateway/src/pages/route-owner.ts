import type { RemotesConfig } from '@fresh-pouf/contracts';
import { isSitePath } from '../site-pages';

const parameters = (pattern: string) => pattern.split('/').filter((segment) => segment.startsWith(':')).length;

/**
 * The remote that serves `pathname`, ranked as the shell ranks routes (fewer parameters first:
 * /blog/news beats /blog/:slug), or undefined for a path no remote publishes.
 */
export function routeOwnerOf(config: RemotesConfig, pathname: string): string | undefined {
  const candidates = Object.entries(config.routes).flatMap(([remote, published]) =>
    published.routes.filter((pattern) => isSitePath(pathname, [pattern])).map((pattern) => ({ remote, rank: parameters(pattern) })),
  );
  return candidates.sort((a, b) => a.rank - b.rank)[0]?.remote;
}
