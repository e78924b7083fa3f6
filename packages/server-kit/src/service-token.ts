import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from './app-error';

export const SERVICE_TOKEN_HEADER = 'x-service-token';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Internal APIs answer only callers holding the shared service token. */
export function requireServiceToken(token: string): RequestHandler {
  return (req, _res, next) => {
    const given = req.headers[SERVICE_TOKEN_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, token)) {
      next(AppError.unauthorized('A valid service token is required'));
      return;
    }
    next();
  };
}
