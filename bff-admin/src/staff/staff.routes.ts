import { adminApi, coreApi, type ChangePasswordResponse } from '@fresh-pouf/contracts';
import { bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
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
  const serve = bffRouteServer(router, [staff]);
  const api = adminApi.staff;

  serve(api.changePassword, async ({ body, requestId, req, res }) => {
    const { account } = await core.call(coreApi.staff.changePassword, { actor: actorOf(req, res), body, requestId });
    // Every earlier token is void now, this browser's included: it gets a fresh one.
    const answer: ChangePasswordResponse = { message: 'Password changed', token: tokens.issue(account) };
    return answer;
  });

  serve(api.users, ({ requestId, req, res }) => core.call(coreApi.staff.list, { actor: actorOf(req, res), requestId }));

  serve(api.createUser, async ({ body, requestId, req, res }) => {
    const { user } = await core.call(coreApi.staff.create, { actor: actorOf(req, res), body, requestId });
    return { message: 'User created', user };
  });

  serve(api.deactivateUser, async ({ params, requestId, req, res }) => {
    const { user } = await core.call(coreApi.staff.deactivate, { actor: actorOf(req, res), params, requestId });
    return { message: 'User deactivated', user };
  });

  serve(api.reactivateUser, async ({ params, requestId, req, res }) => {
    const { user } = await core.call(coreApi.staff.reactivate, { actor: actorOf(req, res), params, requestId });
    return { message: 'User reactivated', user };
  });

  return router;
}
