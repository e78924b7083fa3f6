import { coreApi, publicApi, WAITLIST_PLACE_MESSAGES } from '@fresh-pouf/contracts';
import { bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
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
  const api = publicApi.waitlist;
  const serve = bffRouteServer(router);
  serveTokenCall(serve, core, api.confirmLinkState, coreApi.waitlist.confirmLinkState);
  serveTokenCall(serve, core, api.confirm, coreApi.waitlist.confirm);
  serveTokenCall(serve, core, api.status, coreApi.waitlist.status);

  // "This wasn't me": the client address goes along only to be kept hashed, so that the same
  // person signing up again later lifts the stop on their address.
  serve(api.notMe, async ({ body, requestId, req, res }) => {
    const answer = await core.call(coreApi.waitlist.notMe, {
      body: { token: body.token, ip: clientAddressOf(req) },
      requestId,
    });
    res.set('Cache-Control', 'no-store');
    return answer;
  });

  bffRouteServer(router, [limiter])(api.newConfirmLink, async ({ body, requestId }) => {
    await core.call(coreApi.waitlist.sendConfirmLink, { body, requestId });
    return { message: WAITLIST_PLACE_MESSAGES.newLinkSent };
  });

  return router;
}
