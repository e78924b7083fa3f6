import {
  ADMIN_MESSAGES,
  adminLoginRequestSchema,
  coreApi,
  toAdminUser,
  twoFactorCodeSchema,
  type LoginResponse,
  type ProofOfWorkRequired,
} from '@fresh-pouf/contracts';
import { AppError, type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import { clearPendingCookie, pendingIdOf, setPendingCookie } from '../sessions/pending-cookie';
import type { SessionTokens } from '../sessions/session-token';

/** The two calls that send no bearer token (docs/product/overview.md#roles-and-permissions). */
export function authRoutes(core: CoreClient, tokens: SessionTokens): Router {
  const router = Router();

  router.post('/api/admin/login', async (req, res) => {
    // A new attempt abandons any second step still open in this browser.
    clearPendingCookie(req, res);
    const attempt = parseInput(adminLoginRequestSchema, req.body);
    const result = await core.call(coreApi.staff.login, {
      body: { ...attempt, ip: req.ip ?? 'unknown' },
      requestId: requestIdOf(req),
    });
    if ('proofOfWork' in result) {
      // The account has had failures: this attempt was not checked. The login screen solves
      // the challenge and sends the same credentials again with the proof.
      const body: ProofOfWorkRequired = {
        message: ADMIN_MESSAGES.proofOfWorkRequired,
        proofOfWork: result.proofOfWork,
      };
      res.status(428).json(body);
      return;
    }
    const { account, pendingSignIn } = result;
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
      const { account } = await core.call(coreApi.staff.verifySecondStep, {
        body: { pendingId, code, ip: req.ip ?? 'unknown' },
        requestId: requestIdOf(req),
      });
      clearPendingCookie(req, res);
      res.json({ token: tokens.issue(account), user: toAdminUser(account) });
    } catch (err) {
      // The sign-in is over (expired, too many wrong codes, or the account's second step is
      // locked, 429): the cookie is of no more use.
      if (err instanceof AppError && (err.message === ADMIN_MESSAGES.noPendingSignIn || err.status === 429))
        clearPendingCookie(req, res);
      throw err;
    }
  });

  return router;
}
