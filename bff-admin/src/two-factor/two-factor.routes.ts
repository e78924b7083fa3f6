import { toAdminUser, twoFactorCodeSchema } from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Actor, CoreApi } from '../core/core-api';
import { staffOf } from '../sessions/require-staff';

const actorOf = (req: Request, res: Response): Actor => ({ actorId: staffOf(res).id, ip: req.ip ?? 'unknown' });

/** Two-factor settings of the signed-in user (security tab). */
export function twoFactorRoutes(core: CoreApi, staff: RequestHandler): Router {
  const router = Router();
  router.post('/api/admin/setup-2fa', staff, async (req, res) => {
    res.json(await core.setupTwoFactor(actorOf(req, res), requestIdOf(req)));
  });
  router.post('/api/admin/confirm-2fa', staff, async (req, res) => {
    const { token } = parseInput(twoFactorCodeSchema, req.body);
    const account = await core.confirmTwoFactor(actorOf(req, res), token, requestIdOf(req));
    res.json({ user: toAdminUser(account) });
  });
  // Turning it off takes a current code (or a backup code) as well as the session.
  router.post('/api/admin/disable-2fa', staff, async (req, res) => {
    const { token } = parseInput(twoFactorCodeSchema, req.body);
    const account = await core.disableTwoFactor(actorOf(req, res), token, requestIdOf(req));
    res.json({ user: toAdminUser(account) });
  });
  return router;
}
