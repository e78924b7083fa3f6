import { requestIdOf } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { BlogService } from './blog.service';

export function blogRoutes(service: BlogService): Router {
  const router = Router();
  router.get('/api/blog', async (req, res) => {
    res.json(await service.list(requestIdOf(req)));
  });
  router.get('/api/blog/:slug', async (req, res) => {
    res.json(await service.bySlug(req.params.slug, requestIdOf(req)));
  });
  return router;
}
