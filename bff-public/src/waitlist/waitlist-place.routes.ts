import {
  coreApi,
  newConfirmLinkRequestSchema,
  WAITLIST_PLACE_API,
  WAITLIST_PLACE_MESSAGES,
  waitlistLinkQuerySchema,
} from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import { clientAddressOf } from '../consent/client-address';
import { serveTokenCall } from '../token-calls';

/**
 * The pages an e-mailed link opens: confirming a sign-up and seeing its place in line. Each
 * token is proof of the inbox; none of these answers is cached anywhere. `limiter` guards the
 * call that sends e-mail.
 */
export function waitlistPlaceRoutes(core: CoreClient, limiter: RequestHandler): Router {
  const router = Router();
  serveTokenCall(router, core, WAITLIST_PLACE_API.confirmLinkState, coreApi.waitlist.confirmLinkState);
  serveTokenCall(router, core, WAITLIST_PLACE_API.confirm, coreApi.waitlist.confirm);
  serveTokenCall(router, core, WAITLIST_PLACE_API.status, coreApi.waitlist.status);

  // "This wasn't me": the client address goes along only to be kept hashed, so that the same
  // person signing up again later lifts the stop on their address.
  router.post(WAITLIST_PLACE_API.notMe, async (req, res) => {
    const { token } = parseInput(waitlistLinkQuerySchema, req.body);
    const answer = await core.call(coreApi.waitlist.notMe, {
      body: { token, ip: clientAddressOf(req) },
      requestId: requestIdOf(req),
    });
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.post(WAITLIST_PLACE_API.newConfirmLink, limiter, async (req, res) => {
    const body = parseInput(newConfirmLinkRequestSchema, req.body);
    await core.call(coreApi.waitlist.sendConfirmLink, { body, requestId: requestIdOf(req) });
    res.status(202).json({ message: WAITLIST_PLACE_MESSAGES.newLinkSent });
  });

  return router;
}
