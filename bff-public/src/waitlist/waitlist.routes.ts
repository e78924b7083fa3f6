import {
  coreApi,
  IDEMPOTENCY_KEY_HEADER,
  publicApi,
  idempotencyKeySchema,
  WAITLIST_MESSAGES,
  waitlistSignupSchema,
  type RateLimitCount,
  type WaitlistCreatedResponse,
} from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { type Response, Router } from 'express';
import { type LimitPolicy, setLimitHeaders } from '../rate-limit/limit-headers';
import { signupContextOf } from './signup-request';

/** Counting alone must not hold a request long: a core this slow is treated as down. */
const COUNT_TIMEOUT_MS = 3_000;

/**
 * One call to core per sign-up: core counts the address's hit and, within the limit, stores the
 * entry and its confirmation e-mail in one transaction. Every request counts (a refused one, a
 * duplicate, an invalid body) and over the limit is 429 before anything else, as with the
 * express-rate-limit middleware this replaces; a duplicate address is 409.
 */
export function waitlistRoutes(core: CoreClient, limit: LimitPolicy): Router {
  const router = Router();
  const tooMany = (res: Response) => res.status(429).json({ message: WAITLIST_MESSAGES.rateLimited });
  const headers = (res: Response, key: string, count: RateLimitCount) => setLimitHeaders(res, limit, key, count);

  router.post(publicApi.waitlist.join.path, async (req, res) => {
    const context = signupContextOf(req, limit);
    const { key } = context.limit;
    const requestId = requestIdOf(req);
    const parsed = waitlistSignupSchema.safeParse(req.body);
    if (!parsed.success) {
      // Nothing to store, but the attempt counts all the same.
      const count = await core.call(coreApi.rateLimits.hit, {
        body: { key, windowMs: limit.windowMs },
        timeoutMs: COUNT_TIMEOUT_MS,
        requestId,
      });
      headers(res, key, count);
      if (count.totalHits > limit.max) return void tooMany(res);
      parseInput(waitlistSignupSchema, req.body);
      return;
    }
    const idempotencyKey = req.get(IDEMPOTENCY_KEY_HEADER);
    const result = await core.call(coreApi.waitlist.signUpCounted, {
      body: {
        ...context,
        signup: parsed.data,
        ...(idempotencyKey === undefined ? {} : { idempotencyKey: parseInput(idempotencyKeySchema, idempotencyKey) }),
      },
      requestId,
    });
    headers(res, key, result.count);
    if (result.outcome === 'limited') return void tooMany(res);
    // An address already listed is an answer, not a failure: the same bare message whoever owns it.
    if (result.outcome === 'duplicate') return void res.status(409).json({ message: WAITLIST_MESSAGES.duplicate });
    // A refused sign-up (a bot's) carries core's decoy: the same shape, drawn like a stored one's.
    const body: WaitlistCreatedResponse = {
      id: result.id,
      message: WAITLIST_MESSAGES.created,
      place: result.place,
      referralCode: result.referralCode,
    };
    res.status(201).json(body);
  });
  return router;
}
