import type { RequestHandler } from 'express';
import { AppError } from './app-error';
import { sameSecret } from './same-secret';

export const SERVICE_TOKEN_HEADER = 'x-service-token';
/**
 * Set on the 401 of a refused service token, so a caller tells it from a 401 of the call itself
 * (a wrong password): it means the deployments disagree, which no user should be told about.
 */
export const SERVICE_TOKEN_REFUSED_HEADER = 'x-service-token-refused';

/** Internal APIs answer only callers holding the shared service token. */
export function requireServiceToken(token: string): RequestHandler {
  return (req, res, next) => {
    const given = req.headers[SERVICE_TOKEN_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, token)) {
      res.setHeader(SERVICE_TOKEN_REFUSED_HEADER, 'true');
      next(AppError.unauthorized('A valid service token is required'));
      return;
    }
    next();
  };
}
