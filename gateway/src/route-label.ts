import { API_PREFIXES, isUnder } from '@fresh-pouf/contracts';
import type { Request } from 'express';

const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The metrics label of a request no express route answers: which upstream or kind of file it
 * went to, never its path (the BFFs label their own routes).
 */
export function gatewayRouteOf(remoteNames: readonly string[]) {
  return (req: Request): string => {
    const path = req.originalUrl.split('?')[0] ?? '';
    if (isUnder(path, API_PREFIXES.admin)) return `${API_PREFIXES.admin}/*`;
    if (isUnder(path, API_PREFIXES.public)) return `${API_PREFIXES.public}/*`;
    const remote = /^\/mf\/([^/]+)\//.exec(path)?.[1];
    if (remote !== undefined) return remoteNames.includes(remote) ? `/mf/${remote}/*` : '/mf/*';
    return FILE_PATH.test(path) ? 'file' : 'page';
  };
}
