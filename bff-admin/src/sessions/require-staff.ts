import { ADMIN_MESSAGES, coreApi, type Actor, type StaffAccount } from '@fresh-pouf/contracts';
import { AppError, type CoreClient, requestIdOf } from '@fresh-pouf/server-kit';
import type { Request, RequestHandler, Response } from 'express';
import type { SessionTokens } from './session-token';

declare module 'express-serve-static-core' {
  interface Locals {
    staff?: StaffAccount;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9\-_.]+)$/;

/**
 * Authentication, the part of staff access this BFF owns: a valid token is not enough, the
 * account is read from core on every call, so a deactivated user or a token from before a
 * password change is refused now, not when the token expires. What a signed-in member may do
 * (roles, "not yourself") is core's decision: routes name them as the actor of their core call.
 */
export function requireStaff(tokens: SessionTokens, core: CoreClient): RequestHandler {
  return async (req, res, next) => {
    const match = BEARER.exec(req.headers.authorization ?? '');
    const claims = match?.[1] ? tokens.read(match[1]) : null;
    if (!claims) throw AppError.unauthorized();
    const account = await core
      .call(coreApi.staff.account, { params: { id: claims.userId }, requestId: requestIdOf(req) })
      .catch((err: unknown) => {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      });
    if (!account || !account.active || account.sessionVersion !== claims.sessionVersion) {
      throw AppError.unauthorized(ADMIN_MESSAGES.sessionEnded);
    }
    res.locals.staff = account;
    next();
  };
}

/** The signed-in account; only for routes behind requireStaff. */
export function staffOf(res: Response): StaffAccount {
  const staff = res.locals.staff;
  if (!staff) throw AppError.unauthorized();
  return staff;
}

/** The signed-in member as the actor of a core call, with the address for core's audit log. */
export const actorOf = (req: Request, res: Response): Actor => ({ actorId: staffOf(res).id, ip: req.ip ?? 'unknown' });
