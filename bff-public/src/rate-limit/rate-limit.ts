import { createHash } from 'node:crypto';
import {
  type AppliedRateLimit,
  type BffRateLimitName,
  coreApi,
  type RateLimitCount,
  type RateLimitPolicy,
  rateLimitMessage,
} from '@fresh-pouf/contracts';
import { type CoreClient, requestIdOf } from '@fresh-pouf/server-kit';
import type { Request, RequestHandler, Response } from 'express';
import { clientAddressOf } from '../consent/client-address';

/** A policy of contracts' RATE_LIMITS that this BFF applies (core counts it). */
export type BffPolicy = RateLimitPolicy & { name: BffRateLimitName };

/** The policy's limit and window as this BFF's settings give them. */
export type LimitSettings = Pick<AppliedRateLimit, 'max' | 'windowMs'>;

/** Counting must not hold a request long: a core this slow is treated as down. */
const COUNT_TIMEOUT_MS = 3_000;

/** Counts one hit of `applied.key` under `policy` in core (every copy of the BFF counts against one limit). */
export function countHit(
  core: CoreClient,
  policy: BffPolicy,
  applied: AppliedRateLimit,
  requestId: string | undefined,
  giveBack = false,
): Promise<RateLimitCount> {
  return core.call(coreApi.rateLimits.count, {
    body: { policy: policy.name, key: applied.key, windowMs: applied.windowMs, ...(giveBack ? { giveBack } : {}) },
    timeoutMs: COUNT_TIMEOUT_MS,
    requestId,
  });
}

function headerName({ max, windowMs }: LimitSettings): string {
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
 * `RateLimit` and `RateLimit-Policy` (IETF draft 8) on a counted answer, and `Retry-After` once
 * over the limit: the headers express-rate-limit's 'draft-8' set, which clients already read.
 */
export function setLimitHeaders(res: Response, applied: AppliedRateLimit, count: RateLimitCount): void {
  const name = headerName(applied);
  const resetSeconds = Math.max(0, Math.ceil((new Date(count.resetTime).getTime() - Date.now()) / 1000));
  res.append('RateLimit', `"${name}"; r=${Math.max(applied.max - count.totalHits, 0)}; t=${resetSeconds}`);
  res.append(
    'RateLimit-Policy',
    `"${name}"; q=${applied.max}; w=${Math.ceil(applied.windowMs / 1000)}; pk=:${partitionKey(applied.key)}:`,
  );
  if (count.totalHits > applied.max) res.setHeader('Retry-After', String(resetSeconds));
}

/** The policy's answer once its limit is reached. */
export function sendLimitAnswer(res: Response, policy: BffPolicy, count: RateLimitCount): void {
  const answer = policy.answer;
  if (!answer) throw new Error(`rate-limit policy ${policy.name} has no answer for a caller`);
  const msLeft = new Date(count.resetTime).getTime() - Date.now();
  res.status(answer.status).json({ message: rateLimitMessage(answer, msLeft) });
}

/**
 * The one way this BFF applies a policy before a route: counts the request under the key
 * `keyOf` gives (the client address unless told), sets the limit headers, and past the limit
 * answers with the policy's answer. If core cannot count, the request fails rather than going
 * through uncounted. A policy counting failures gives back the hit of any answer that is not one.
 */
export function rateLimited(
  core: CoreClient,
  policy: BffPolicy,
  settings: LimitSettings,
  keyOf: (req: Request, res: Response) => string = (req) => clientAddressOf(req),
): RequestHandler {
  return async (req, res, next) => {
    const applied = { ...settings, key: keyOf(req, res) || 'unknown' };
    const requestId = requestIdOf(req);
    const count = await countHit(core, policy, applied, requestId);
    if (policy.failuresOnly) {
      res.once('finish', () => {
        // A window that has ended has nothing to give back to.
        if (res.statusCode === policy.failureStatus || Date.now() >= new Date(count.resetTime).getTime()) return;
        // Best effort: the answer is already sent, and a lost give-back only errs on the safe side.
        countHit(core, policy, applied, requestId, true).catch(() => undefined);
      });
    }
    if (policy.answer?.headers) setLimitHeaders(res, applied, count);
    if (count.totalHits > applied.max) return void sendLimitAnswer(res, policy, count);
    next();
  };
}
