import { loadConfig } from '@fresh-pouf/server-kit';
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
  ADMIN_JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(24 * 60 * 60).default(30 * 60),
  /** Which proxies to believe about the client address (express "trust proxy"). */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): string | number | boolean => (/^\d+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v)),
});

export type BffAdminConfig = z.infer<typeof schema>;

export function readConfig(env: Record<string, string | undefined>): BffAdminConfig {
  return loadConfig('bff-admin', schema, env);
}
