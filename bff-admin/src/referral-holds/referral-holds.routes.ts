import { coreApi, REFERRAL_HOLDS_API } from '@fresh-pouf/contracts';
import { type CoreClient, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import { actorOf } from '../sessions/require-staff';

/**
 * Held referrals. Any signed-in staff member reaches these routes and may see the
 * queue; core decides that only admins approve or refuse, and writes each decision to the audit log.
 */
export function referralHoldRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();

  router.get(REFERRAL_HOLDS_API.list, staff, async (req, res) => {
    res.json(await core.call(coreApi.referralHolds.list, { actor: actorOf(req, res), requestId: requestIdOf(req) }));
  });

  router.post(`${REFERRAL_HOLDS_API.list}/:id/approve`, staff, async (req, res) => {
    res.json(
      await core.call(coreApi.referralHolds.approve, {
        actor: actorOf(req, res),
        params: { id: String(req.params.id) },
        requestId: requestIdOf(req),
      }),
    );
  });

  router.post(`${REFERRAL_HOLDS_API.list}/:id/refuse`, staff, async (req, res) => {
    res.json(
      await core.call(coreApi.referralHolds.refuse, {
        actor: actorOf(req, res),
        params: { id: String(req.params.id) },
        requestId: requestIdOf(req),
      }),
    );
  });

  return router;
}
