import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@fresh-pouf/server-kit';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.string().default('info'),
  BFF_PUBLIC_URL: z.url().default('http://127.0.0.1:4001'),
  /** Unset until the staff area is deployed: /api/admin answers 503 meanwhile. */
  BFF_ADMIN_URL: z.url().optional(),
  /** The shell's build (index.html and its assets). */
  SHELL_DIST: z.string().default(path.join(repoRoot, 'shell/dist')),
  /** Each remote is served from its build folder at /mf/<name>/; unset means not deployed. */
  MF_MARKETING_DIST: z.string().default(path.join(repoRoot, 'mf-marketing/dist')),
  MF_CHECKOUT_DIST: z.string().optional(),
  MF_BLOG_DIST: z.string().optional(),
  MF_ADMIN_DIST: z.string().optional(),
  /** Extra origins allowed for scripts, frames and API calls (the card provider). */
  CSP_SCRIPT_SRC: z.string().default('https://js.stripe.com'),
  CSP_FRAME_SRC: z.string().default('https://js.stripe.com https://hooks.stripe.com'),
  CSP_CONNECT_SRC: z.string().default('https://api.stripe.com'),
});

export type GatewayConfig = z.infer<typeof schema>;

export function readConfig(env: Record<string, string | undefined>): GatewayConfig {
  return loadConfig('gateway', schema, env);
}

export function remoteDists(config: GatewayConfig): { name: 'marketing' | 'checkout' | 'blog' | 'admin'; dir: string }[] {
  const entries = [
    { name: 'marketing', dir: config.MF_MARKETING_DIST },
    { name: 'checkout', dir: config.MF_CHECKOUT_DIST },
    { name: 'blog', dir: config.MF_BLOG_DIST },
    { name: 'admin', dir: config.MF_ADMIN_DIST },
  ] as const;
  return entries.filter((e): e is { name: (typeof entries)[number]['name']; dir: string } => Boolean(e.dir));
}
