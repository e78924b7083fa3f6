import { ADMIN_MESSAGES, changePasswordSchema, createUserSchema } from '@fresh-pouf/contracts';
import { AppError, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Actor, CoreApi } from '../core/core-api';
import { staffOf } from '../sessions/require-staff';
import type { SessionTokens } from '../sessions/session-token';

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const actorOf = (req: Request, res: Response): Actor => ({ actorId: staffOf(res).id, ip: req.ip ?? 'unknown' });

function targetId(raw: string): number {
  const id = Number(raw);
  if (!ID_PATTERN.test(raw) || id > 2_147_483_647) throw AppError.notFound(ADMIN_MESSAGES.userNotFound);
  return id;
}

/** Own password for every staff member; the staff list and its changes for admins only. */
export function staffRoutes(core: CoreApi, tokens: SessionTokens, staff: RequestHandler, admin: RequestHandler): Router {
  const router = Router();

  router.post('/api/admin/change-password', staff, async (req, res) => {
    const passwords = parseInput(changePasswordSchema, req.body);
    const account = await core.changePassword(actorOf(req, res), passwords, requestIdOf(req));
    // Every earlier token is void now, this browser's included: it gets a fresh one.
    res.json({ message: 'Password changed', token: tokens.issue(account) });
  });

  router.get('/api/admin/users', admin, async (req, res) => {
    res.json({ users: await core.listStaff(actorOf(req, res), requestIdOf(req)) });
  });

  router.post('/api/admin/create-user', admin, async (req, res) => {
    const user = await core.createStaff(actorOf(req, res), parseInput(createUserSchema, req.body), requestIdOf(req));
    res.status(201).json({ message: 'User created', user });
  });

  router.post('/api/admin/deactivate-user/:id', admin, async (req, res) => {
    const id = targetId(String(req.params.id));
    if (id === staffOf(res).id) throw AppError.badRequest(ADMIN_MESSAGES.cannotDeactivateSelf);
    res.json({ message: 'User deactivated', user: await core.setStaffActive(actorOf(req, res), id, false, requestIdOf(req)) });
  });

  router.post('/api/admin/reactivate-user/:id', admin, async (req, res) => {
    const id = targetId(String(req.params.id));
    res.json({ message: 'User reactivated', user: await core.setStaffActive(actorOf(req, res), id, true, requestIdOf(req)) });
  });

  return router;
}
