import { ADMIN_MESSAGES, adminLoginSchema, toAdminUser, twoFactorCodeSchema, type LoginResponse } from '@fresh-pouf/contracts';
import { AppError, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { CoreApi } from '../core/core-api';
import { clearPendingCookie, pendingIdOf, setPendingCookie } from '../sessions/pending-cookie';
import type { SessionTokens } from '../sessions/session-token';

/** The two calls that send no bearer token (spec section 6). */
export function authRoutes(core: CoreApi, tokens: SessionTokens): Router {
  const router = Router();

  router.post('/api/admin/login', async (req, res) => {
    // A new attempt abandons any second step still open in this browser.
    clearPendingCookie(req, res);
    const { username, password } = parseInput(adminLoginSchema, req.body);
    const { account, pendingSignIn } = await core.login({ username, password, ip: req.ip ?? 'unknown' }, requestIdOf(req));
    const user = toAdminUser(account);
    if (pendingSignIn) {
      setPendingCookie(req, res, pendingSignIn.id, pendingSignIn.expiresAt);
      const body: LoginResponse = { requireTwoFactor: true, user };
      res.json(body);
      return;
    }
    const body: LoginResponse = { token: tokens.issue(account), user };
    res.json(body);
  });

  router.post('/api/admin/verify-2fa', async (req, res) => {
    const pendingId = pendingIdOf(req);
    if (!pendingId) throw AppError.unauthorized(ADMIN_MESSAGES.noPendingSignIn);
    const { token: code } = parseInput(twoFactorCodeSchema, req.body);
    try {
      const account = await core.verifySecondStep(pendingId, code, req.ip ?? 'unknown', requestIdOf(req));
      clearPendingCookie(req, res);
      res.json({ token: tokens.issue(account), user: toAdminUser(account) });
    } catch (err) {
      // The sign-in is over (expired or too many wrong codes): the cookie is of no more use.
      if (err instanceof AppError && err.message === ADMIN_MESSAGES.noPendingSignIn) clearPendingCookie(req, res);
      throw err;
    }
  });

  return router;
}
