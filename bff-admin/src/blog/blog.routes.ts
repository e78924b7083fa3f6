import { adminApi, coreApi } from '@fresh-pouf/contracts';
import { bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';

/**
 * The five blog calls (docs/product/blog.md#staff-blog-calls); editors and admins alike. Ids go to core as sent (it
 * decides whether one names a post); the author is the signed-in member, named as the actor.
 */
export function blogRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  const serve = bffRouteServer(router, [staff]);
  const api = adminApi.blog;

  serve(api.list, ({ query, requestId }) => core.call(coreApi.blog.list, { query, requestId }));
  serve(api.get, ({ params, requestId }) => core.call(coreApi.blog.get, { params, requestId }));
  serve(api.create, ({ body, requestId, req, res }) =>
    core.call(coreApi.blog.create, { actor: actorOf(req, res), body, requestId }),
  );
  serve(api.update, ({ params, body, requestId, req, res }) =>
    core.call(coreApi.blog.update, { actor: actorOf(req, res), params, body, requestId }),
  );
  serve(api.remove, ({ params, requestId }) => core.call(coreApi.blog.remove, { params, requestId }));

  return router;
}
