import { adminApi, coreApi, toAdminUser } from '@fresh-pouf/contracts';
import { bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';

/** Two-factor settings of the signed-in user (security tab). */
export function twoFactorRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  const serve = bffRouteServer(router, [staff]);
  const api = adminApi.staff;

  serve(api.setupTwoFactor, ({ requestId, req, res }) =>
    core.call(coreApi.staff.setupTwoFactor, { actor: actorOf(req, res), requestId }),
  );

  serve(api.confirmTwoFactor, async ({ body, requestId, req, res }) => {
    const { account } = await core.call(coreApi.staff.confirmTwoFactor, {
      actor: actorOf(req, res),
      body: { code: body.token },
      requestId,
    });
    return { user: toAdminUser(account) };
  });

  // Turning it off takes a current code (or a backup code) as well as the session.
  serve(api.disableTwoFactor, async ({ body, requestId, req, res }) => {
    const { account } = await core.call(coreApi.staff.disableTwoFactor, {
      actor: actorOf(req, res),
      body: { code: body.token },
      requestId,
    });
    return { user: toAdminUser(account) };
  });

  return router;
}
