import { changePasswordSchema, coreApi, type ChangePasswordResponse } from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';
import type { SessionTokens } from '../sessions/session-token';

/**
 * Own password for every staff member; the staff list and its changes, which core allows admins
 * only. Their bodies and ids go to core as sent: core authorizes the actor first and then parses
 * them with the same contracts, so an editor hears 403 whatever they send.
 */
export function staffRoutes(core: CoreClient, tokens: SessionTokens, staff: RequestHandler): Router {
  const router = Router();

  router.post('/api/admin/change-password', staff, async (req, res) => {
    const passwords = parseInput(changePasswordSchema, req.body);
    const { account } = await core.call(coreApi.staff.changePassword, {
      actor: actorOf(req, res),
      body: passwords,
      requestId: requestIdOf(req),
    });
    // Every earlier token is void now, this browser's included: it gets a fresh one.
    const body: ChangePasswordResponse = { message: 'Password changed', token: tokens.issue(account) };
    res.json(body);
  });

  router.get('/api/admin/users', staff, async (req, res) => {
    res.json(await core.call(coreApi.staff.list, { actor: actorOf(req, res), requestId: requestIdOf(req) }));
  });

  router.post('/api/admin/create-user', staff, async (req, res) => {
    const { user } = await core.call(coreApi.staff.create, {
      actor: actorOf(req, res),
      body: req.body,
      requestId: requestIdOf(req),
    });
    res.status(201).json({ message: 'User created', user });
  });

  router.post('/api/admin/deactivate-user/:id', staff, async (req, res) => {
    const { user } = await core.call(coreApi.staff.deactivate, {
      actor: actorOf(req, res),
      params: { id: String(req.params.id) },
      requestId: requestIdOf(req),
    });
    res.json({ message: 'User deactivated', user });
  });

  router.post('/api/admin/reactivate-user/:id', staff, async (req, res) => {
    const { user } = await core.call(coreApi.staff.reactivate, {
      actor: actorOf(req, res),
      params: { id: String(req.params.id) },
      requestId: requestIdOf(req),
    });
    res.json({ message: 'User reactivated', user });
  });

  return router;
}
