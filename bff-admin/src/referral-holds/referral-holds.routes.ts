import { adminApi, coreApi } from '@fresh-pouf/contracts';
import { bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import { actorOf } from '../sessions/require-staff';

/**
 * Held referrals. Any signed-in staff member reaches these routes and may see the
 * queue; core decides that only admins approve or refuse, and writes each decision to the audit log.
 */
export function referralHoldRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  const serve = bffRouteServer(router, [staff]);
  const api = adminApi.referralHolds;

  serve(api.list, ({ requestId, req, res }) =>
    core.call(coreApi.referralHolds.list, { actor: actorOf(req, res), requestId }),
  );
  serve(api.approve, ({ params, requestId, req, res }) =>
    core.call(coreApi.referralHolds.approve, { actor: actorOf(req, res), params, requestId }),
  );
  serve(api.refuse, ({ params, requestId, req, res }) =>
    core.call(coreApi.referralHolds.refuse, { actor: actorOf(req, res), params, requestId }),
  );

  return router;
}
