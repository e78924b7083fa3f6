import { WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import { type SharedLimitOptions, sharedRateLimit } from '../rate-limit/shared-rate-limit';

/** Caps sign-ups per client address so a bot cannot flood the list. */
export function signupRateLimit(options: SharedLimitOptions) {
  return sharedRateLimit(options, WAITLIST_MESSAGES.rateLimited);
}
