import { DIAGNOSTICS_ROUTE_PATHS, isRoutePath, PERSONAL_PAGE_PARAMS } from '@fresh-pouf/contracts';
import type { RequestHandler } from 'express';
import { sendPage } from './pages/rendered-pages';
import type { RemoteRegistry } from './remote-registry';

/**
 * The route table as it is now: the shell's own screen, and every path a deployed remote's
 * build published. A new screen of a remote answers 200 as soon as that remote is released.
 */
export async function sitePatterns(registry: RemoteRegistry): Promise<string[]> {
  const states = await registry();
  return [
    ...DIAGNOSTICS_ROUTE_PATHS,
    ...states.flatMap(({ deployed, published }) => (deployed && published ? published.routes : [])),
  ];
}

/**
 * Every page is the shell's index.html (the routing happens in the browser), but a path the
 * route table does not know answers 404, so crawlers and monitors see the truth. `withHead` puts
 * a known page's own title and preview tags in its head (seo/page-head.ts): crawlers run no JavaScript.
 */
export function sitePages(
  indexHtml: () => Promise<string>,
  registry: RemoteRegistry,
  withHead = (_path: string, html: string) => html,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const [html, patterns] = await Promise.all([indexHtml().catch(() => undefined), sitePatterns(registry)]);
    if (html === undefined) {
      res.status(503).type('text/plain').send('The site is being deployed. Please try again in a moment.');
      return;
    }
    const known = isRoutePath(req.path, patterns);
    res.status(known ? 200 : 404);
    // A page an e-mailed link (?token=…) or Stripe's redirect opens shows one person's data: no cache keeps a copy.
    const personal = PERSONAL_PAGE_PARAMS.some((name) => req.query[name] !== undefined);
    res.setHeader('Cache-Control', personal ? 'no-store' : 'no-cache');
    sendPage(res, known ? withHead(req.path, html) : html);
  };
}
