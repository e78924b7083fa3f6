import { ADMIN_MESSAGES, type StaffAccount, type StaffRole } from '@fresh-pouf/contracts';
import { AppError, requestIdOf } from '@fresh-pouf/server-kit';
import type { RequestHandler, Response } from 'express';
import type { CoreApi } from '../core/core-api';
import type { SessionTokens } from './session-token';

declare module 'express-serve-static-core' {
  interface Locals {
    staff?: StaffAccount;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9\-_.]+)$/;

/**
 * A valid token is not enough: the account is read from core on every call, so a deactivated
 * user or a token from before a password change is refused now, not when the token expires.
 */
export function requireStaff(tokens: SessionTokens, core: CoreApi, ...roles: StaffRole[]): RequestHandler {
  return async (req, res, next) => {
    const match = BEARER.exec(req.headers.authorization ?? '');
    const claims = match?.[1] ? tokens.read(match[1]) : null;
    if (!claims) throw AppError.unauthorized();
    const account = await core.account(claims.userId, requestIdOf(req));
    if (!account || !account.active || account.sessionVersion !== claims.sessionVersion) {
      throw AppError.unauthorized(ADMIN_MESSAGES.sessionEnded);
    }
    // The role comes from the database, not the token: a demotion takes effect at once.
    if (roles.length > 0 && !roles.includes(account.role)) throw AppError.forbidden(ADMIN_MESSAGES.adminsOnly);
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
