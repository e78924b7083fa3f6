import { waitlistSignupSchema } from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import type { WaitlistService } from './waitlist.service';

export function waitlistRoutes(service: WaitlistService, signupLimiter: RequestHandler): Router {
  const router = Router();
  router.post('/api/waitlist', signupLimiter, async (req, res) => {
    const signup = parseInput(waitlistSignupSchema, req.body);
    const result = await service.join(signup, requestIdOf(req));
    if (result.kind === 'duplicate') {
      res.status(409).json({ message: result.message });
      return;
    }
    res.status(201).json(result.body);
  });
  return router;
}
