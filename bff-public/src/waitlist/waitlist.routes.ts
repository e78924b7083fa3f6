import { randomBytes, randomInt } from 'node:crypto';
import {
  ATTRIBUTION_HEADER,
  coreApi,
  decodeAttribution,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  SIGNUP_SIGNAL_HEADERS,
  signupBotSignalsSchema,
  WAITLIST_MESSAGES,
  waitlistSignupSchema,
  type RateLimitCount,
  type WaitlistCreatedResponse,
} from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { type Request, type Response, Router } from 'express';
import { clientAddressOf, withClientAddress } from '../consent/client-address';
import { consentOf } from '../consent/consent-of';
import { type LimitPolicy, setLimitHeaders } from '../rate-limit/limit-headers';

/** Counters of sign-ups per client address, kept by core (every copy of the BFF counts against one limit). */
export const SIGNUP_LIMIT_PREFIX = 'waitlist-signup:';

const attributionOf = (req: Request) => {
  const attribution = decodeAttribution(req.get(ATTRIBUTION_HEADER));
  return attribution ? { attribution } : {};
};

const withConsent = (req: Request) => {
  const consent = consentOf(req);
  return consent ? { consent } : {};
};

const signalsOf = (req: Request) => {
  const website = req.get(SIGNUP_SIGNAL_HEADERS.website);
  const fillMs = req.get(SIGNUP_SIGNAL_HEADERS.fillMs);
  if (website === undefined && fillMs === undefined) return {};
  const signals = signupBotSignalsSchema.safeParse({ website, fillMs: fillMs === undefined ? undefined : Number(fillMs) });
  return signals.success ? { signals: signals.data } : {};
};

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
  // The client address as the limiter keyed it (IPv6 by its /56); `trust proxy` decides what req.ip is.
  const keyOf = (req: Request) => SIGNUP_LIMIT_PREFIX + clientAddressOf(req);
  const headers = (res: Response, key: string, count: RateLimitCount) => setLimitHeaders(res, limit, key, count);

  router.post('/api/waitlist', async (req, res) => {
    const key = keyOf(req);
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
        limit: { key, windowMs: limit.windowMs, max: limit.max },
        signup: parsed.data,
        // A malformed signal is no signal: only what a real form sends counts against it.
        ...signalsOf(req),
        ...attributionOf(req),
        ...withConsent(req),
        ...withClientAddress(req),
        ...(idempotencyKey === undefined ? {} : { idempotencyKey: parseInput(idempotencyKeySchema, idempotencyKey) }),
      },
      requestId,
    });
    headers(res, key, result.count);
    if (result.outcome === 'limited') return void tooMany(res);
    // A bot's sign-up looks stored to the bot; nothing was.
    if (result.outcome === 'refused') {
      const decoy: WaitlistCreatedResponse = {
        id: randomInt(1, 2 ** 31 - 1),
        message: WAITLIST_MESSAGES.created,
        place: randomInt(1, 5_000),
        referralCode: randomBytes(9).toString('base64url'),
      };
      return void res.status(201).json(decoy);
    }
    // An address already listed is an answer, not a failure: the same bare message whoever owns it.
    if (result.outcome === 'duplicate') return void res.status(409).json({ message: WAITLIST_MESSAGES.duplicate });
    const body: WaitlistCreatedResponse = { id: result.id, message: WAITLIST_MESSAGES.created, place: result.place, referralCode: result.referralCode };
    res.status(201).json(body);
  });
  return router;
}
