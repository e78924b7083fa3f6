import { BRAND, RATE_LIMITS } from '@fresh-pouf/contracts';
import { loadConfig, metricsPortSchema } from '@fresh-pouf/server-kit';
import { z } from 'zod';

/** E-mails one outbox pass claims at once (the worker's batch). */
export const OUTBOX_BATCH_SIZE = 10;

const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);
const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const databaseUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: (issue) =>
    issue.input === undefined ? 'is required: the postgres:// URL of the database' : 'must be a postgres:// URL',
});

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

const coreConfigSchema = z
  .object({
    PORT: port(4000),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** core-service is a plain PostgreSQL client; `npm start` and the tests hand it a development PostgreSQL. */
    DATABASE_URL: databaseUrl,
    CORE_SERVICE_TOKEN: z
      .string({ error: 'is required: the shared secret the BFFs send as x-service-token' })
      .min(24, 'must be at least 24 characters'),
    POSTMARK_SERVER_TOKEN: z.string().min(1).optional(),
    /** Postmark account token: only the diagnostics use it (the spec's "secret"). */
    POSTMARK_ACCOUNT_TOKEN: z.string().min(1).optional(),
    /** Longest wait for Postmark's answer to the diagnostics connectivity check. */
    DIAGNOSTICS_CONNECT_TIMEOUT_MS: milliseconds(3_000),
    /** One connectivity check serves every diagnostics view for this long (0: each view checks). */
    DIAGNOSTICS_CONNECT_CACHE_MS: z.coerce.number().int().min(0).default(15_000),
    /** How long POST /api/test-email waits for the outbox to report the send. */
    TEST_EMAIL_WAIT_MS: milliseconds(8_000),
    /** Base URL of the Postmark API; only tests point it elsewhere (a local fake). */
    POSTMARK_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    EMAIL_FROM: z.string().min(3).default(BRAND.contactEmail),
    /**
     * The Postmark inbound address (its server's, or a domain forwarded to it) that list e-mails
     * name in List-Unsubscribe as `mailto:<local>+<token>@<domain>`; bff-public's inbound webhook
     * unsubscribes the token's entry. Unset: the header names only the one-click URL, no mailto.
     */
    LIST_UNSUBSCRIBE_INBOUND_ADDRESS: z.email({ error: 'must be an e-mail address' }).optional(),
    /** The sender's postal address, in the footer of every e-mail; required before an announcement can be sent (CAN-SPAM). */
    COMPANY_POSTAL_ADDRESS: z.string().trim().min(10, 'must be a full postal address').max(300).optional(),
    PUBLIC_SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
      .default('http://localhost:8080'),
    OUTBOX_POLL_MS: milliseconds(2_000),
    OUTBOX_RETRY_BASE_MS: milliseconds(5_000),
    OUTBOX_RETRY_MAX_MS: milliseconds(900_000),
    /** How long one send may wait for the provider; also bounds how long shutdown waits for it. */
    OUTBOX_SEND_TIMEOUT_MS: milliseconds(15_000),
    /**
     * How long a claimed e-mail stays its sender's before another copy takes it over (the
     * sender died). Longer than a send may take, so a live sender is never overtaken.
     */
    OUTBOX_LEASE_MS: milliseconds(5 * 60_000),
    /** How often the retention job looks for entries the Privacy Policy no longer lets us keep; 0: never. */
    RETENTION_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(6 * 60 * 60_000),
    /** First admin, created only while no admin exists. No password: a random one is printed once. */
    ADMIN_USERNAME: z.string().trim().min(3, 'must be at least 3 characters').default('admin'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    ADMIN_EMAIL: z
      .email({ error: 'must be an e-mail address' })
      .default(`admin@${BRAND.contactEmail.split('@')[1] ?? 'freshpouf.com'}`),
    /**
     * Staff sign-in throttling, counted in PostgreSQL so every BFF copy shares one count. Past
     * the per-account count (failures from any address), each attempt on the account needs a
     * proof of work the login screen solves; past the count of one address on one account, or
     * of one address on all accounts, that address is answered like a wrong password.
     */
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(RATE_LIMITS.staffLoginAccount.max),
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: z.coerce.number().int().positive().default(RATE_LIMITS.staffLoginPair.max),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(RATE_LIMITS.staffLoginIp.max),
    LOGIN_THROTTLE_WINDOW_MS: milliseconds(RATE_LIMITS.staffLoginAccount.windowMs),
    /** Leading zero bits of SHA-256 a sign-in proof of work needs (16: about half a second in a browser). */
    LOGIN_PROOF_OF_WORK_BITS: z.coerce.number().int().min(1).max(28).default(16),
    /** Wrong second-step codes one account may have per window, over all its sign-ins, before the second step locks. */
    TWO_FACTOR_MAX_FAILURES: z.coerce.number().int().positive().default(RATE_LIMITS.secondStep.max),
    TWO_FACTOR_FAILURE_WINDOW_MS: milliseconds(RATE_LIMITS.secondStep.windowMs),
    /** How long the second step stays locked (the password step is not). */
    TWO_FACTOR_LOCK_MS: milliseconds(RATE_LIMITS.secondStep.holdMs),
    /** A waitlist form sent sooner than this after it appeared is a bot's (answered like success, nothing kept). */
    WAITLIST_MIN_FILL_MS: z.coerce.number().int().min(0).default(800),
    /** Sign-ups must be confirmed from the e-mailed link before they count (referrals, launch e-mails). */
    WAITLIST_DOUBLE_OPT_IN: z
      .enum(['true', 'false', '1', '0', 'on', 'off'], { error: 'must be on or off (true/false, 1/0)' })
      .default('on')
      .transform((v) => ['true', '1', 'on'].includes(v)),
    /** Places a referrer moves up per confirmed sign-up their link brought. */
    WAITLIST_REFERRAL_BOOST: z.coerce.number().int().min(0).max(1000).default(5),
    /**
     * Re-sent e-mails (a new confirm link, a checkout-claim link) one entry may be sent in any 24
     * hours and ever: anyone can type a stranger's address, so asking again must not bomb its inbox.
     */
    ENTRY_RESEND_MAX_PER_DAY: z.coerce.number().int().min(0).max(100).default(3),
    ENTRY_RESEND_MAX_TOTAL: z.coerce.number().int().min(0).max(1000).default(10),
    /**
     * Referral farming: a referral is credited only within these limits, else it waits
     * for an admin. At most this many credited referrals per referrer per window (rolling, so no
     * midnight doubles it)...
     */
    WAITLIST_REFERRAL_DAILY_CAP: z.coerce.number().int().min(0).max(1000).default(3),
    /** ...and from this many friends from one client address, or one e-mail domain that is not a big provider, within the window, they are held. */
    WAITLIST_REFERRAL_CLUSTER_SIZE: z.coerce.number().int().min(2).max(1000).default(3),
    /** The window of both, in hours. */
    WAITLIST_REFERRAL_WINDOW_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .max(24 * 30)
      .default(24),
    /** How long an e-mailed confirm link works. */
    WAITLIST_CONFIRM_LINK_TTL_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .max(24 * 90)
      .default(72),
    LOG_LEVEL: logLevel,
    /** Port of the Prometheus `/metrics` listener (on HOST); unset, none. */
    METRICS_PORT: metricsPortSchema,
  })
  .refine((c) => c.OUTBOX_RETRY_MAX_MS >= c.OUTBOX_RETRY_BASE_MS, {
    path: ['OUTBOX_RETRY_MAX_MS'],
    message: 'must not be smaller than OUTBOX_RETRY_BASE_MS',
  })
  .refine((c) => c.OUTBOX_LEASE_MS > OUTBOX_BATCH_SIZE * c.OUTBOX_SEND_TIMEOUT_MS, {
    path: ['OUTBOX_LEASE_MS'],
    // One lease covers a whole batch, sent one after another.
    message: `must be more than ${OUTBOX_BATCH_SIZE} × OUTBOX_SEND_TIMEOUT_MS (a batch of ${OUTBOX_BATCH_SIZE} sends one after another)`,
  });

export type CoreConfig = z.output<typeof coreConfigSchema>;

export function readConfig(env: Record<string, string | undefined> = process.env): CoreConfig {
  return loadConfig('core-service', coreConfigSchema, env);
}

/** For `npm run admin:reset`: it serves nothing, so it needs no service token of its own. */
export function readAdminResetConfig(env: Record<string, string | undefined> = process.env): CoreConfig {
  return readConfig({ ...env, CORE_SERVICE_TOKEN: env.CORE_SERVICE_TOKEN || 'admin-reset-serves-no-requests' });
}

/** For the migration command: the database and the log level, nothing it does not use. */
export function readMigrateConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('migrate', z.object({ DATABASE_URL: databaseUrl, LOG_LEVEL: logLevel }), env);
}
