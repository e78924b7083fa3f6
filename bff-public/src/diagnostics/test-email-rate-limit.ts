import { createHash } from 'node:crypto';
import { DIAGNOSTICS_MESSAGES, normalizeEmail, type TestEmailRequest } from '@fresh-pouf/contracts';
import { type SharedLimitOptions, sharedRateLimit } from '../rate-limit/shared-rate-limit';

/** Caps test e-mails per client address: each one is a real e-mail we pay for and send in our name. */
export function testEmailIpLimit(options: SharedLimitOptions) {
  return sharedRateLimit(options, DIAGNOSTICS_MESSAGES.testEmailRateLimitedIp);
}

/**
 * Caps test e-mails per recipient, so nobody can flood one inbox from many networks. Needs the
 * parsed body. Counted per mailbox, not per spelling: "Jane.Doe+1@gmail.com" and
 * "janedoe@googlemail.com" reach one inbox, so they share a counter (the waitlist's own rule).
 */
export function testEmailAddressLimit(options: SharedLimitOptions) {
  // Hashed: a fixed-length key whatever the address, and no addresses in the counters table.
  return sharedRateLimit(options, DIAGNOSTICS_MESSAGES.testEmailRateLimitedAddress, (_req, res) =>
    createHash('sha256')
      .update(normalizeEmail((res.locals as { testEmail: TestEmailRequest }).testEmail.email))
      .digest('hex'),
  );
}
