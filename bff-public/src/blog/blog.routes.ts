import { coreApi } from '@fresh-pouf/contracts';
import { type CoreClient, requestIdOf } from '@fresh-pouf/server-kit';
import { Router } from 'express';

/** Only published posts leave this service: a draft's slug answers exactly like an unknown one, and no author is named. */
export function blogRoutes(core: CoreClient): Router {
  const router = Router();
  router.get('/api/blog', async (req, res) => {
    res.json(await core.call(coreApi.blog.list, { query: { status: 'published' }, requestId: requestIdOf(req) }));
  });
  router.get('/api/blog/:slug', async (req, res) => {
    res.json(await core.call(coreApi.blog.published, { params: { slug: req.params.slug }, requestId: requestIdOf(req) }));
  });
  return router;
}
