import {
  coreApi,
  newConfirmLinkRequestSchema,
  WAITLIST_PLACE_API,
  WAITLIST_PLACE_MESSAGES,
  waitlistLinkQuerySchema,
} from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, type Response, Router } from 'express';

/**
 * The pages an e-mailed link opens: confirming a sign-up and seeing its place in line. Each
 * token is proof of the inbox; none of these answers is cached anywhere. `limiter` guards the
 * call that sends e-mail.
 */
export function waitlistPlaceRoutes(core: CoreClient, limiter: RequestHandler): Router {
  const router = Router();
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.post(WAITLIST_PLACE_API.confirmLinkState, async (req, res) => {
    const body = parseInput(waitlistLinkQuerySchema, req.body);
    noStore(res).json(await core.call(coreApi.waitlist.confirmLinkState, { body, requestId: requestIdOf(req) }));
  });

  router.post(WAITLIST_PLACE_API.confirm, async (req, res) => {
    const body = parseInput(waitlistLinkQuerySchema, req.body);
    noStore(res).json(await core.call(coreApi.waitlist.confirm, { body, requestId: requestIdOf(req) }));
  });

  router.post(WAITLIST_PLACE_API.newConfirmLink, limiter, async (req, res) => {
    const body = parseInput(newConfirmLinkRequestSchema, req.body);
    await core.call(coreApi.waitlist.sendConfirmLink, { body, requestId: requestIdOf(req) });
    res.status(202).json({ message: WAITLIST_PLACE_MESSAGES.newLinkSent });
  });

  router.post(WAITLIST_PLACE_API.status, async (req, res) => {
    const body = parseInput(waitlistLinkQuerySchema, req.body);
    noStore(res).json(await core.call(coreApi.waitlist.status, { body, requestId: requestIdOf(req) }));
  });

  return router;
}
