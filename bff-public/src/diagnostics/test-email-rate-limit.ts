import { createHash } from 'node:crypto';
import { DIAGNOSTICS_MESSAGES, type TestEmailRequest } from '@fresh-pouf/contracts';
import { type SharedLimitOptions, sharedRateLimit } from '../rate-limit/shared-rate-limit';

/** Caps test e-mails per client address: each one is a real e-mail we pay for and send in our name. */
export function testEmailIpLimit(options: SharedLimitOptions) {
  return sharedRateLimit(options, DIAGNOSTICS_MESSAGES.testEmailRateLimitedIp);
}

/** Caps test e-mails per recipient, so nobody can flood one inbox from many networks. Needs the parsed body. */
export function testEmailAddressLimit(options: SharedLimitOptions) {
  // Hashed: a fixed-length key whatever the address, and no addresses in the counters table.
  return sharedRateLimit(options, DIAGNOSTICS_MESSAGES.testEmailRateLimitedAddress, (_req, res) =>
    createHash('sha256').update((res.locals as { testEmail: TestEmailRequest }).testEmail.email).digest('hex'),
  );
}
