import { coreApi } from '@fresh-pouf/contracts';
import { type CoreClient, requestIdOf } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';

export const STRIPE_EVENTS_URL = '/api/admin/stripe-events';

/**
 * The Stripe event log and replays. Any signed-in staff member reaches these routes; core
 * decides that only admins may use them, and parses the query and the event id itself.
 */
export function stripeEventRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  router.get(STRIPE_EVENTS_URL, staff, async (req, res) => {
    res.json(
      await core.call(coreApi.admin.stripeEvents, {
        actor: actorOf(req, res),
        query: req.query,
        requestId: requestIdOf(req),
      }),
    );
  });
  router.post(`${STRIPE_EVENTS_URL}/:eventId/replay`, staff, async (req, res) => {
    res.json(
      await core.call(coreApi.admin.replayStripeEvent, {
        actor: actorOf(req, res),
        params: { eventId: String(req.params.eventId) },
        requestId: requestIdOf(req),
      }),
    );
  });
  return router;
}
