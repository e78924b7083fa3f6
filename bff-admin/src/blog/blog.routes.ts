import { blogPostInputSchema, blogStatusQuerySchema, coreApi } from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';

/**
 * The five blog calls (docs/product/blog.md#staff-blog-calls); editors and admins alike. Ids go to core as sent (it
 * decides whether one names a post); the author is the signed-in member, named as the actor.
 */
export function blogRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  router.get('/api/admin/blog', staff, async (req, res) => {
    const query = parseInput(blogStatusQuerySchema, req.query);
    res.json(await core.call(coreApi.blog.list, { query, requestId: requestIdOf(req) }));
  });
  router.get('/api/admin/blog/:id', staff, async (req, res) => {
    res.json(await core.call(coreApi.blog.get, { params: { id: String(req.params.id) }, requestId: requestIdOf(req) }));
  });
  router.post('/api/admin/blog', staff, async (req, res) => {
    const fields = parseInput(blogPostInputSchema, req.body);
    res
      .status(201)
      .json(
        await core.call(coreApi.blog.create, { actor: actorOf(req, res), body: fields, requestId: requestIdOf(req) }),
      );
  });
  router.put('/api/admin/blog/:id', staff, async (req, res) => {
    const fields = parseInput(blogPostInputSchema, req.body);
    const params = { id: String(req.params.id) };
    res.json(
      await core.call(coreApi.blog.update, {
        actor: actorOf(req, res),
        params,
        body: fields,
        requestId: requestIdOf(req),
      }),
    );
  });
  router.delete('/api/admin/blog/:id', staff, async (req, res) => {
    res.json(
      await core.call(coreApi.blog.remove, { params: { id: String(req.params.id) }, requestId: requestIdOf(req) }),
    );
  });
  return router;
}
