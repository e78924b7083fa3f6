import { SITE_ROUTE_PATTERNS } from '@fresh-pouf/contracts';
import type { RequestHandler } from 'express';
import { match } from 'path-to-regexp';

// No decoding: matching needs none, and a malformed escape such as /blog/%E0 must be a 404, not a throw.
const knownRoutes = SITE_ROUTE_PATTERNS.map((pattern) => match(pattern, { decode: false }));

export function isSitePath(pathname: string): boolean {
  return knownRoutes.some((matches) => matches(pathname) !== false);
}

/**
 * Every page is the shell's index.html (the routing happens in the browser), but a path the
 * route table does not know answers 404, so crawlers and monitors see the truth.
 */
export function sitePages(indexHtml: () => Promise<string>): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const html = await indexHtml().catch(() => undefined);
    if (html === undefined) {
      res.status(503).type('text/plain').send('The site is being deployed. Please try again in a moment.');
      return;
    }
    res.status(isSitePath(req.path) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  };
}
