import {
  coreApi,
  DATA_REQUEST_MESSAGES,
  DATA_REQUESTS_API,
  type DataRequestAccepted,
  unsubscribeRequestSchema,
} from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';

/**
 * A person's "Delete my data" from the unsubscribe page: the unsubscribe token names their entry
 * (in the body, never in a logged URL), and staff see the request as a task. `limit` counts per
 * client address, like a new confirm link.
 */
export function dataRequestRoutes(core: CoreClient, limit: RequestHandler): Router {
  const router = Router();
  router.post(DATA_REQUESTS_API.request, limit, async (req, res) => {
    const body = parseInput(unsubscribeRequestSchema, req.body);
    await core.call(coreApi.dataRequests.request, { body, requestId: requestIdOf(req) });
    const answer: DataRequestAccepted = { message: DATA_REQUEST_MESSAGES.asked };
    res.status(202).set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
