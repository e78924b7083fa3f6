import { coreApi, WAITLIST_MESSAGES, waitlistSignupSchema, type WaitlistCreatedResponse } from '@fresh-pouf/contracts';
import { AppError, type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';

/** Core stores the sign-up and queues its confirmation e-mail in one transaction; a duplicate is its 409. */
export function waitlistRoutes(core: CoreClient, signupLimiter: RequestHandler): Router {
  const router = Router();
  router.post('/api/waitlist', signupLimiter, async (req, res) => {
    const signup = parseInput(waitlistSignupSchema, req.body);
    try {
      const entry = await core.call(coreApi.waitlist.signUp, { body: signup, requestId: requestIdOf(req) });
      const body: WaitlistCreatedResponse = { id: entry.id, message: WAITLIST_MESSAGES.created };
      res.status(201).json(body);
    } catch (err) {
      // An address already listed is an answer, not a failure: the same bare message whoever owns it.
      if (!(err instanceof AppError && err.status === 409)) throw err;
      res.status(409).json({ message: err.message });
    }
  });
  return router;
}
