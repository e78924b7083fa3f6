import { coreApi, toAdminUser, twoFactorCodeSchema } from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';

/** Two-factor settings of the signed-in user (security tab). */
export function twoFactorRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  router.post('/api/admin/setup-2fa', staff, async (req, res) => {
    res.json(await core.call(coreApi.staff.setupTwoFactor, { actor: actorOf(req, res), requestId: requestIdOf(req) }));
  });
  router.post('/api/admin/confirm-2fa', staff, async (req, res) => {
    const { token } = parseInput(twoFactorCodeSchema, req.body);
    const { account } = await core.call(coreApi.staff.confirmTwoFactor, {
      actor: actorOf(req, res),
      body: { code: token },
      requestId: requestIdOf(req),
    });
    res.json({ user: toAdminUser(account) });
  });
  // Turning it off takes a current code (or a backup code) as well as the session.
  router.post('/api/admin/disable-2fa', staff, async (req, res) => {
    const { token } = parseInput(twoFactorCodeSchema, req.body);
    const { account } = await core.call(coreApi.staff.disableTwoFactor, {
      actor: actorOf(req, res),
      body: { code: token },
      requestId: requestIdOf(req),
    });
    res.json({ user: toAdminUser(account) });
  });
  return router;
}
