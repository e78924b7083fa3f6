import { createHash } from 'node:crypto';
import { DIAGNOSTICS_MESSAGES, type TestEmailRequest } from '@fresh-pouf/contracts';
import { type Options, rateLimit, type Store } from 'express-rate-limit';

interface LimitOptions {
  max: number;
  windowMs: number;
  store: Store;
}

const common = (options: LimitOptions, message: string): Partial<Options> => ({
  windowMs: options.windowMs,
  limit: options.max,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  store: options.store,
  // Counting needs core; when core is down the request is refused, not let through uncounted.
  passOnStoreError: false,
  handler: (_req, res) => {
    res.status(429).json({ message });
  },
});

/** Caps test e-mails per client address: each one is a real e-mail we pay for and send in our name. */
export function testEmailIpLimit(options: LimitOptions) {
  return rateLimit(common(options, DIAGNOSTICS_MESSAGES.testEmailRateLimitedIp));
}

/** Caps test e-mails per recipient, so nobody can flood one inbox from many networks. Needs the parsed body. */
export function testEmailAddressLimit(options: LimitOptions) {
  return rateLimit({
    ...common(options, DIAGNOSTICS_MESSAGES.testEmailRateLimitedAddress),
    // Hashed: a fixed-length key whatever the address, and no addresses in the counters table.
    keyGenerator: (_req, res) =>
      createHash('sha256').update((res.locals as { testEmail: TestEmailRequest }).testEmail.email).digest('hex'),
  });
}
