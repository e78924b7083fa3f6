import { createHash } from 'node:crypto';
import type { Response } from 'express';

/** The limit a route counts against, for headers that read as express-rate-limit's ('draft-8'). */
export interface LimitPolicy {
  max: number;
  windowMs: number;
}

function policyName({ max, windowMs }: LimitPolicy): string {
  const seconds = windowMs / 1000;
  const minutes = seconds / 60;
  const hours = minutes / 60;
  const days = hours / 24;
  const duration =
    seconds < 60
      ? `${seconds}sec`
      : minutes < 60
        ? `${minutes}min`
        : hours < 24
          ? `${hours}hr${hours > 1 ? 's' : ''}`
          : `${days}day${days > 1 ? 's' : ''}`;
  return `${max}-in-${duration}`;
}

const partitionKey = (key: string) =>
  Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');

/**
 * `RateLimit` and `RateLimit-Policy` (IETF draft 8), and `Retry-After` once over the limit: the
 * same headers the express-rate-limit middleware sets, for a route that counts its hit itself.
 */
export function setLimitHeaders(
  res: Response,
  policy: LimitPolicy,
  key: string,
  count: { totalHits: number; resetTime: string },
): void {
  const name = policyName(policy);
  const resetSeconds = Math.max(0, Math.ceil((new Date(count.resetTime).getTime() - Date.now()) / 1000));
  res.append('RateLimit', `"${name}"; r=${Math.max(policy.max - count.totalHits, 0)}; t=${resetSeconds}`);
  res.append(
    'RateLimit-Policy',
    `"${name}"; q=${policy.max}; w=${Math.ceil(policy.windowMs / 1000)}; pk=:${partitionKey(key)}:`,
  );
  if (count.totalHits > policy.max) res.setHeader('Retry-After', String(resetSeconds));
}
