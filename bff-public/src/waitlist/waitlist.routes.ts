import {
  coreApi,
  IDEMPOTENCY_KEY_HEADER,
  publicApi,
  idempotencyKeySchema,
  RATE_LIMITS,
  WAITLIST_MESSAGES,
  waitlistSignupSchema,
  type WaitlistCreatedResponse,
} from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import { countHit, type LimitSettings, sendLimitAnswer, setLimitHeaders } from '../rate-limit/rate-limit';
import { signupContextOf } from './signup-request';

const policy = RATE_LIMITS.waitlistSignup;

/**
 * One call to core per sign-up: core counts the address's hit and, within the limit, stores the
 * entry and its confirmation e-mail in one transaction. Every request counts (a refused one, a
 * duplicate, an invalid body) and over the limit is the waitlistSignup policy's answer before
 * anything else; a duplicate address is 409.
 */
export function waitlistRoutes(core: CoreClient, limit: LimitSettings): Router {
  const router = Router();

  router.post(publicApi.waitlist.join.path, async (req, res) => {
    const context = signupContextOf(req, limit);
    const requestId = requestIdOf(req);
    const parsed = waitlistSignupSchema.safeParse(req.body);
    if (!parsed.success) {
      // Nothing to store, but the attempt counts all the same.
      const count = await countHit(core, policy, context.limit, requestId);
      setLimitHeaders(res, context.limit, count);
      if (count.totalHits > limit.max) return void sendLimitAnswer(res, policy, count);
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
    setLimitHeaders(res, context.limit, result.count);
    if (result.outcome === 'limited') return void sendLimitAnswer(res, policy, result.count);
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
