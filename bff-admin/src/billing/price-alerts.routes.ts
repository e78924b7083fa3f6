import { adminApi, coreApi } from '@fresh-pouf/contracts';
import { bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';

/**
 * The price lock's alerts: an admin clears one with a note. Any signed-in member
 * reaches the route; the note is parsed here (a bad one is a 400 before core is asked), and core
 * decides that only admins may, and writes the note to the audit log.
 */
export function priceAlertRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  bffRouteServer(router, [staff])(adminApi.dashboard.acknowledgePriceAlert, ({ params, body, requestId, req, res }) =>
    core.call(coreApi.admin.acknowledgePriceAlert, { actor: actorOf(req, res), params, body, requestId }),
  );
  return router;
}
