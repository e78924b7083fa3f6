import { bffConfigShape, loadConfig } from '@fresh-pouf/server-kit';
import { z } from 'zod';

const schema = z.object({
  ...bffConfigShape(4002),
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
});

export type BffAdminConfig = z.infer<typeof schema>;

export function readConfig(env: Record<string, string | undefined> = process.env): BffAdminConfig {
  return loadConfig('bff-admin', schema, env);
}
