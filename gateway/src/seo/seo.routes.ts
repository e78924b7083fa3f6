import { Router } from 'express';
import { preparedPage } from '../pages/rendered-data';
import { sendPage } from '../pages/rendered-pages';
import { type BlogSource, lookupFromPost } from './blog-source';
import { rssFeed, sitemap } from './feeds';
import { EMAIL_LOGO_PATH, serveEmailLogo } from './email-logo';
import { OG_IMAGE_PATH, serveOgImage } from './og-image';
import { withPostMeta } from './post-page';

export interface SeoOptions {
  blog: BlogSource;
  /**
   * The site's public address, from configuration only: never a request's Host or
   * X-Forwarded-Host, which any client chooses, while these answers are cached publicly.
   */
  siteUrl: string;
  indexHtml: () => Promise<string>;
}

const FEED_CACHE = 'public, max-age=300';
const POST_PATH = /^\/blog\/([a-z0-9-]+)$/;

/** Registered before the page handler: /blog/rss.xml must not be read as a post's slug. */
export function seoRoutes({ blog, siteUrl, indexHtml }: SeoOptions): Router {
  const router = Router();
  const site = siteUrl.replace(/\/+$/, '');

  // The link-preview picture, at an address that changes with its bytes.
  router.get(OG_IMAGE_PATH, serveOgImage);
  // The e-mails' logo, at the address their HTML names.
  router.get(EMAIL_LOGO_PATH, serveEmailLogo);

  router.get('/blog/rss.xml', async (_req, res) => {
    const posts = await blog.list();
    if (!posts) {
      res.status(503).type('text/plain').send('The blog is temporarily unavailable.');
      return;
    }
    res.setHeader('Cache-Control', FEED_CACHE);
    res.type('application/rss+xml; charset=utf-8').send(rssFeed(site, posts));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    // Without the blog the sitemap still names the landing page and the blog.
    const posts = (await blog.list()) ?? [];
    res.setHeader('Cache-Control', FEED_CACHE);
    res.type('application/xml; charset=utf-8').send(sitemap(site, posts));
  });

  // A draft, an unknown slug or a blog that does not answer in time: the plain page handler.
  // Matched by hand, not as an express param: a malformed escape must reach the page handler,
  // and only a slug's shape (section 5) is worth asking the blog about.
  router.use(async (req, res, next) => {
    const slug = POST_PATH.exec(req.path)?.[1];
    if (!slug || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    // A page rendered on the server hands on the post it shows (mf-blog's prefetch asked
    // bff-public for it): its tags come from that answer. Otherwise the blog is asked here, once.
    const rendered = preparedPage(res)?.head?.post;
    const [found, html] = await Promise.all([
      rendered !== undefined ? lookupFromPost(rendered, slug) : blog.post(slug),
      indexHtml().catch(() => undefined),
    ]);
    // A published post whose slug changed: its old address answers a permanent redirect, so links
    // and search results keep working. Revalidated each time (no-cache): should the slug ever
    // come back, a cached redirect must not send visitors round in a loop.
    if (found?.kind === 'moved') {
      res.setHeader('Cache-Control', 'no-cache');
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      res.redirect(301, `/blog/${found.slug}${query}`);
      return;
    }
    if (!found || html === undefined) {
      next();
      return;
    }
    res.status(200);
    res.setHeader('Cache-Control', 'no-cache');
    sendPage(res, withPostMeta(html, site, found.post));
  });
  return router;
}
