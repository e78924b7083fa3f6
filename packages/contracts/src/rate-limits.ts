import { ADMIN_MESSAGES } from './admin-users';
import { secondStepLockedMessage } from './admin-two-factor';
import { DATA_REQUEST_MESSAGES } from './data-requests';
import { DIAGNOSTICS_MESSAGES } from './diagnostics';
import { POSTMARK_WEBHOOK_MESSAGES } from './list-mail';
import { BILLING_MESSAGES } from './subscription';
import { WAITLIST_MESSAGES } from './waitlist';
import { WAITLIST_PLACE_MESSAGES } from './waitlist-place';

const MINUTE = 60_000;

/** What a caller sees once a policy's limit is reached; `message` may name the minutes left. */
export interface RateLimitAnswer {
  status: number;
  message: string | ((minutesLeft: number) => string);
  /** `RateLimit`/`RateLimit-Policy` (IETF draft 8) on every counted answer, `Retry-After` once over. */
  headers: boolean;
}

/**
 * One limit: a fixed window per key, kept in core's `rate_limit_counters` as `<name>:<key>`, so
 * every copy of every service counts against it. The window starts at a key's first hit.
 */
export interface RateLimitPolicy {
  /** Prefix of its counters' keys; also what a BFF names when it asks core to count. */
  name: string;
  /** What one counter is kept per (its key is made from this). */
  key: string;
  windowMs: number;
  /** Hits allowed per window; the next one gets `answer`. A service's setting may override it and the window. */
  max: number;
  /** Only failures count (a success gives its hit back); otherwise every request does. */
  failuresOnly?: boolean;
  /** For a BFF's policy counting failures: the answer status that is one (any other gives the hit back). */
  failureStatus?: number;
  /** Once reached, the key stays shut this long from that moment (instead of until the window ends). */
  holdMs?: number;
  /** Null: nobody is told; what was limited just does not happen again (an e-mail not re-sent). */
  answer: RateLimitAnswer | null;
}

const tooMany = (message: string): RateLimitAnswer => ({ status: 429, message, headers: true });

/** Every rate limit, cap and throttle of the product, in one table. */
export const RATE_LIMITS = {
  waitlistSignup: {
    name: 'waitlist-signup',
    key: 'client address (IPv6 by its /56)',
    windowMs: 15 * MINUTE,
    max: 10,
    answer: tooMany(WAITLIST_MESSAGES.rateLimited),
  },
  confirmLink: {
    name: 'confirm-link',
    key: 'client address',
    windowMs: 15 * MINUTE,
    max: 5,
    answer: tooMany(WAITLIST_PLACE_MESSAGES.rateLimited),
  },
  dataRequest: {
    name: 'data-request',
    key: 'client address',
    windowMs: 15 * MINUTE,
    max: 5,
    answer: tooMany(DATA_REQUEST_MESSAGES.rateLimited),
  },
  portalLink: {
    name: 'portal-link',
    key: 'client address',
    windowMs: 15 * MINUTE,
    max: 5,
    answer: tooMany(BILLING_MESSAGES.rateLimited),
  },
  postmarkWebhook: {
    name: 'postmark-webhook',
    key: 'client address',
    windowMs: 15 * MINUTE,
    max: 10,
    // Only a wrong password (401) counts: Postmark's own deliveries never lock the webhook out.
    failuresOnly: true,
    failureStatus: 401,
    answer: tooMany(POSTMARK_WEBHOOK_MESSAGES.rateLimited),
  },
  testEmailIp: {
    name: 'test-email-ip',
    key: 'client address',
    windowMs: 60 * MINUTE,
    max: 5,
    answer: tooMany(DIAGNOSTICS_MESSAGES.testEmailRateLimitedIp),
  },
  testEmailTo: {
    name: 'test-email-to',
    key: 'SHA-256 of the recipient mailbox (normalized: case, dots, +tags and googlemail as the waitlist does)',
    windowMs: 60 * MINUTE,
    max: 3,
    answer: tooMany(DIAGNOSTICS_MESSAGES.testEmailRateLimitedAddress),
  },
  staffLoginAccount: {
    name: 'admin-login-account',
    key: 'username, lower case',
    windowMs: 15 * MINUTE,
    max: 5,
    // A success gives its hit back; past the limit an attempt needs a solved proof of work.
    failuresOnly: true,
    answer: { status: 428, message: ADMIN_MESSAGES.proofOfWorkRequired, headers: false },
  },
  staffLoginPair: {
    name: 'admin-login-pair',
    key: 'username, lower case, and client address',
    windowMs: 15 * MINUTE,
    max: 5,
    failuresOnly: true,
    // Refused exactly like a wrong password, after the same bcrypt work.
    answer: { status: 401, message: ADMIN_MESSAGES.invalidCredentials, headers: false },
  },
  staffLoginIp: {
    name: 'admin-login-ip',
    key: 'client address',
    windowMs: 15 * MINUTE,
    max: 30,
    failuresOnly: true,
    answer: { status: 401, message: ADMIN_MESSAGES.invalidCredentials, headers: false },
  },
  staffLoginProof: {
    name: 'admin-login-pow',
    key: 'proof-of-work challenge id',
    // As long as a challenge lives (core issues them for this long): a solved proof is worth one attempt.
    windowMs: 2 * MINUTE,
    max: 1,
    answer: { status: 428, message: ADMIN_MESSAGES.proofOfWorkRequired, headers: false },
  },
  secondStep: {
    name: 'second-step',
    key: 'staff account id',
    windowMs: 15 * MINUTE,
    max: 10,
    failuresOnly: true,
    holdMs: 15 * MINUTE,
    answer: { status: 429, message: secondStepLockedMessage, headers: false },
  },
  alreadyListedEmail: {
    name: 'already-listed-email',
    key: 'waitlist entry id',
    windowMs: 5 * MINUTE,
    max: 1,
    // The visitor is answered as any sign-up is; the owner just gets no second e-mail yet.
    answer: null,
  },
  portalLinkEmail: {
    name: 'portal-link-email',
    key: 'subscriber (waitlist entry) id',
    windowMs: 10 * MINUTE,
    max: 1,
    answer: null,
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyKey = keyof typeof RATE_LIMITS;

/** The policies a BFF applies by asking core to count (core's own are not theirs to touch). */
export const BFF_RATE_LIMITS = [
  RATE_LIMITS.waitlistSignup.name,
  RATE_LIMITS.confirmLink.name,
  RATE_LIMITS.dataRequest.name,
  RATE_LIMITS.portalLink.name,
  RATE_LIMITS.postmarkWebhook.name,
  RATE_LIMITS.testEmailIp.name,
  RATE_LIMITS.testEmailTo.name,
] as const;
export type BffRateLimitName = (typeof BFF_RATE_LIMITS)[number];

/** The counter of `key` under `policy`. */
export const rateLimitCounterKey = (policy: Pick<RateLimitPolicy, 'name'>, key: string) => `${policy.name}:${key}`;

/** The answer's message, with the minutes left where it names them. */
export function rateLimitMessage(answer: RateLimitAnswer, msLeft: number): string {
  return typeof answer.message === 'string' ? answer.message : answer.message(Math.max(1, Math.ceil(msLeft / MINUTE)));
}
