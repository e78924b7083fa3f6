import { DIAGNOSTICS_MESSAGES, DIAGNOSTICS_TOKEN_HEADER } from '@fresh-pouf/contracts';
import { AppError, sameSecret } from '@fresh-pouf/server-kit';
import type { RequestHandler } from 'express';

/** With DIAGNOSTICS_TOKEN set, only callers sending it may use the diagnostics; unset, they are open. */
export function requireDiagnosticsToken(token: string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (!token) return next();
    const given = req.headers[DIAGNOSTICS_TOKEN_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, token))
      return next(AppError.unauthorized(DIAGNOSTICS_MESSAGES.tokenRequired));
    next();
  };
}
