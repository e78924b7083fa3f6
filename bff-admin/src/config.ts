import { loadConfig, metricsPortSchema } from '@fresh-pouf/server-kit';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.string().default('info'),
  CORE_SERVICE_URL: z.url().default('http://127.0.0.1:4000'),
  CORE_SERVICE_TOKEN: z.string().min(24, 'must be at least 24 characters (share it with core-service)'),
  /** HS256 key for staff session tokens; every copy of bff-admin needs the same one. */
  ADMIN_JWT_SECRET: z
    .string({ error: 'is required: the HS256 key that signs staff session tokens (32+ characters)' })
    .min(32, 'must be at least 32 characters'),
  /** Session token lifetime. Short, because a stolen token is only refused early on a password change or deactivation. */
  ADMIN_JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(24 * 60 * 60)
    .default(30 * 60),
  /**
   * A Stripe key for the admins' "Check against Stripe" (reconcile), ideally a restricted key
   * that can only read subscriptions. Unset: the check says it is not configured.
   */
  STRIPE_READ_KEY: z.string().min(1).optional(),
  /**
   * A Stripe key that may delete customers, for erasing a person (GDPR article 17). Unset: the
   * erasure still happens and the answer names the Stripe customer to delete by hand.
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Another base URL for the Stripe SDK; only tests point it elsewhere (a local fake). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  /**
   * The gateway's address, subnet or list of them (express "trust proxy"): only a connection from
   * there may state the client address in X-Forwarded-For. Unset: nobody may, and the client
   * address is the connection's, so a caller that reaches this BFF directly cannot choose its own
   * rate-limit key. A hop count or `true` is refused: either believes any direct caller.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => v !== 'true' && !/^\d+$/.test(v), {
      message:
        "must name the gateway's address or subnet (e.g. 127.0.0.1 or 172.30.42.0/24), or be false: a hop count or true believes any direct caller",
    })
    .transform((v): string | false => (v === 'false' ? false : v)),
  /** Port of the Prometheus `/metrics` listener (on HOST); unset, none. */
  METRICS_PORT: metricsPortSchema,
});

export type BffAdminConfig = z.infer<typeof schema>;

export function readConfig(env: Record<string, string | undefined> = process.env): BffAdminConfig {
  return loadConfig('bff-admin', schema, env);
}
