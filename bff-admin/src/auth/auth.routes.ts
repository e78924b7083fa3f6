import {
  ADMIN_MESSAGES,
  adminApi,
  coreApi,
  toAdminUser,
  type LoginResponse,
  type ProofOfWorkRequired,
} from '@fresh-pouf/contracts';
import { ANSWERED, AppError, bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { clearPendingCookie, pendingIdOf, setPendingCookie } from '../sessions/pending-cookie';
import type { SessionTokens } from '../sessions/session-token';

/** The second step needs the pending sign-in of this browser; without one nothing about the code is said. */
const requirePendingSignIn: RequestHandler = (req, _res, next) => {
  if (!pendingIdOf(req)) throw AppError.unauthorized(ADMIN_MESSAGES.noPendingSignIn);
  next();
};

/** The two calls that send no bearer token (docs/product/overview.md#roles-and-permissions). */
export function authRoutes(core: CoreClient, tokens: SessionTokens): Router {
  const router = Router();
  // A new attempt abandons any second step still open in this browser, whatever it sent.
  const abandonPending: RequestHandler = (req, res, next) => {
    clearPendingCookie(req, res);
    next();
  };

  bffRouteServer(router, [abandonPending])(adminApi.auth.login, async ({ body, requestId, req, res }) => {
    const result = await core.call(coreApi.staff.login, { body: { ...body, ip: req.ip ?? 'unknown' }, requestId });
    if ('proofOfWork' in result) {
      // The account has had failures: this attempt was not checked. The login screen solves
      // the challenge and sends the same credentials again with the proof.
      const answer: ProofOfWorkRequired = {
        message: ADMIN_MESSAGES.proofOfWorkRequired,
        proofOfWork: result.proofOfWork,
      };
      res.status(428).json(answer);
      return ANSWERED;
    }
    const { account, pendingSignIn } = result;
    const user = toAdminUser(account);
    if (pendingSignIn) {
      setPendingCookie(req, res, pendingSignIn.id, pendingSignIn.expiresAt);
      const answer: LoginResponse = { requireTwoFactor: true, user };
      return answer;
    }
    const answer: LoginResponse = { token: tokens.issue(account), user };
    return answer;
  });

  bffRouteServer(router, [requirePendingSignIn])(
    adminApi.auth.verifyTwoFactor,
    async ({ body, requestId, req, res }) => {
      const pendingId = pendingIdOf(req) ?? '';
      try {
        const { account } = await core.call(coreApi.staff.verifySecondStep, {
          body: { pendingId, code: body.token, ip: req.ip ?? 'unknown' },
          requestId,
        });
        clearPendingCookie(req, res);
        return { token: tokens.issue(account), user: toAdminUser(account) };
      } catch (err) {
        // The sign-in is over (expired, too many wrong codes, or the account's second step is
        // locked, 429): the cookie is of no more use.
        if (err instanceof AppError && (err.message === ADMIN_MESSAGES.noPendingSignIn || err.status === 429))
          clearPendingCookie(req, res);
        throw err;
      }
    },
  );

  return router;
}
