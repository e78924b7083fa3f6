import { coreApi, DATA_REQUEST_MESSAGES, publicApi } from '@fresh-pouf/contracts';
import { bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';

/**
 * A person's "Delete my data" from the unsubscribe page: the unsubscribe token names their entry
 * (in the body, never in a logged URL), and staff see the request as a task. `limit` counts per
 * client address, like a new confirm link.
 */
export function dataRequestRoutes(core: CoreClient, limit: RequestHandler): Router {
  const router = Router();
  bffRouteServer(router, [limit])(publicApi.dataRequests.request, async ({ body, requestId, res }) => {
    await core.call(coreApi.dataRequests.request, { body, requestId });
    res.set('Cache-Control', 'no-store');
    return { message: DATA_REQUEST_MESSAGES.asked };
  });
  return router;
}
