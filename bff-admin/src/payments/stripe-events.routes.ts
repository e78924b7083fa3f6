import { adminApi, coreApi } from '@fresh-pouf/contracts';
import { bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';

/**
 * The Stripe event log and replays. Any signed-in staff member reaches these routes; core
 * decides that only admins may use them, and parses the query and the event id itself.
 */
export function stripeEventRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  const serve = bffRouteServer(router, [staff]);

  serve(adminApi.payments.stripeEvents, ({ query, requestId, req, res }) =>
    core.call(coreApi.admin.stripeEvents, { actor: actorOf(req, res), query, requestId }),
  );
  serve(adminApi.payments.replayStripeEvent, ({ params, requestId, req, res }) =>
    core.call(coreApi.admin.replayStripeEvent, { actor: actorOf(req, res), params, requestId }),
  );

  return router;
}
