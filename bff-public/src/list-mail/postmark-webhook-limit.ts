import { POSTMARK_WEBHOOK_MESSAGES } from '@fresh-pouf/contracts';
import { type SharedLimitOptions, sharedRateLimit } from '../rate-limit/shared-rate-limit';

/**
 * Failed sign-ins on the Postmark webhook per client address, like every other credential:
 * past `max` wrong passwords in the window, that address gets 429 for the rest of it, the right
 * password included, so the secret cannot be guessed at speed. Only a 401 counts: Postmark's own
 * deliveries are counted while they run and given back when they succeed (or when core cannot
 * record them), so they never lock the webhook out; other addresses are never refused.
 */
export function postmarkWebhookFailureLimit(options: SharedLimitOptions) {
  return sharedRateLimit(options, POSTMARK_WEBHOOK_MESSAGES.rateLimited, undefined, {
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 401,
  });
}
