import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName } from '@fresh-pouf/contracts';
import { loadConfig } from '@fresh-pouf/server-kit';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.string().default('info'),
  /**
   * Proxies in front of the gateway whose X-Forwarded-For to believe (express "trust proxy"):
   * unset trusts none, so the client address is the connection's. Behind a load balancer, its
   * hop count or address range.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): string | number | boolean => (/^\d+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v)),
  BFF_PUBLIC_URL: z.url().default('http://127.0.0.1:4001'),
  /** Unset until the staff area is deployed: /api/admin answers 503 meanwhile. */
  BFF_ADMIN_URL: z.url().optional(),
  /** The shell's build (index.html and its assets), or the server that serves it (nginx). */
  SHELL_DIST: z.string().default(path.join(repoRoot, 'shell/dist')),
  SHELL_URL: z.url().optional(),
  /**
   * Each remote is served at /mf/<name>/, from its build folder or, in production, from its
   * own server (MF_<NAME>_URL wins over MF_<NAME>_DIST). A build folder without a manifest
   * means that remote is not deployed.
   */
  MF_MARKETING_DIST: z.string().default(path.join(repoRoot, 'mf-marketing/dist')),
  MF_MARKETING_URL: z.url().optional(),
  MF_CHECKOUT_DIST: z.string().default(path.join(repoRoot, 'mf-checkout/dist')),
  MF_CHECKOUT_URL: z.url().optional(),
  MF_BLOG_DIST: z.string().default(path.join(repoRoot, 'mf-blog/dist')),
  MF_BLOG_URL: z.url().optional(),
  MF_ADMIN_DIST: z.string().default(path.join(repoRoot, 'mf-admin/dist')),
  MF_ADMIN_URL: z.url().optional(),
  /**
   * The site's public address for the RSS feed, the sitemap and Open Graph links; unset, the
   * gateway's own address (http://localhost:<PORT>). Never taken from a request's Host header.
   */
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  /** Longest wait for bff-public when a post's page gets its title and preview tags; then the plain page. */
  SEO_FETCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
  /** Extra origins allowed for scripts, frames and API calls (the card provider). */
  CSP_SCRIPT_SRC: z.string().default('https://js.stripe.com'),
  CSP_FRAME_SRC: z.string().default('https://js.stripe.com https://hooks.stripe.com'),
  CSP_CONNECT_SRC: z.string().default('https://api.stripe.com'),
}).transform((config) => ({
  ...config,
  PUBLIC_SITE_URL: (config.PUBLIC_SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
}));

export type GatewayConfig = z.output<typeof schema>;

export function readConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig('gateway', schema, env);
}

/** Where a front end's files come from: a build folder, or a server such as nginx. */
export type FrontendSource = { kind: 'dir'; dir: string } | { kind: 'upstream'; url: string };

function sourceOf(url: string | undefined, dir: string | undefined): FrontendSource | undefined {
  if (url) return { kind: 'upstream', url };
  if (dir) return { kind: 'dir', dir };
  return undefined;
}

export function shellSource(config: GatewayConfig): FrontendSource {
  return sourceOf(config.SHELL_URL, config.SHELL_DIST) ?? { kind: 'dir', dir: config.SHELL_DIST };
}

export function remoteSources(config: GatewayConfig): { name: RemoteName; source: FrontendSource }[] {
  const candidates: [RemoteName, FrontendSource | undefined][] = [
    ['marketing', sourceOf(config.MF_MARKETING_URL, config.MF_MARKETING_DIST)],
    ['checkout', sourceOf(config.MF_CHECKOUT_URL, config.MF_CHECKOUT_DIST)],
    ['blog', sourceOf(config.MF_BLOG_URL, config.MF_BLOG_DIST)],
    ['admin', sourceOf(config.MF_ADMIN_URL, config.MF_ADMIN_DIST)],
  ];
  return candidates.flatMap(([name, source]) => (source ? [{ name, source }] : []));
}
