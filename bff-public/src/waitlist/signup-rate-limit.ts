import { WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import { rateLimit, type Store } from 'express-rate-limit';

/** Caps sign-ups per client address so a bot cannot flood the list. */
export function signupRateLimit(options: { max: number; windowMs: number; store: Store }) {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: options.store,
    // Counting needs core; when core is down the request is refused, not let through uncounted.
    passOnStoreError: false,
    handler: (_req, res) => {
      res.status(429).json({ message: WAITLIST_MESSAGES.rateLimited });
    },
  });
}
