import { WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import { rateLimit, type Store } from 'express-rate-limit';

/** Caps sign-ups per client address so a bot cannot flood the list. */
export function signupRateLimit(options: { max: number; windowMs: number; store?: Store }) {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(options.store ? { store: options.store } : {}),
    handler: (_req, res) => {
      res.status(429).json({ message: WAITLIST_MESSAGES.rateLimited });
    },
  });
}
