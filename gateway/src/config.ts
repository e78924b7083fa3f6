import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNameSchema, type RemoteName } from '@fresh-pouf/contracts';
import { loadConfig, metricsPortSchema } from '@fresh-pouf/server-kit';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const base = z.object({
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
    .transform((v): string | number | boolean =>
      /^\d+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v,
    ),
  BFF_PUBLIC_URL: z.url().default('http://127.0.0.1:4001'),
  /** Unset until the staff area is deployed: /api/admin answers 503 meanwhile. */
  BFF_ADMIN_URL: z.url().optional(),
  /** The shell's build (index.html and its assets), or the server that serves it (nginx). */
  SHELL_DIST: z.string().default(path.join(repoRoot, 'shell/dist')),
  SHELL_URL: z.url().optional(),
  /**
   * Where the shell's server bundle (its build's server/ folder) is served for the gateway alone
   * (the static image's nginx, port 8081). With SHELL_URL and without it, pages render in the browser.
   */
  SHELL_SERVER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  /**
   * The remotes, by federation name (comma-separated). Each is served at /mf/<name>/, from its
   * build folder MF_<NAME>_DIST (default <repo>/mf-<name>/dist) or, in production, from its own
   * server MF_<NAME>_URL (wins over the folder). A build folder without a manifest means that
   * remote is not deployed. Which paths a remote serves comes from its build's manifest. Its
   * server bundle (server/ in the build) comes from the folder, or from MF_<NAME>_SERVER_URL.
   */
  MF_REMOTES: z
    .string()
    .default('marketing,checkout,blog,admin')
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(remoteNameSchema).min(1, 'must name at least one remote')),
  /**
   * The site's public address for the RSS feed, the sitemap and Open Graph links; unset, the
   * gateway's own address (http://localhost:<PORT>). Never taken from a request's Host header.
   */
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  /** Longest wait for bff-public when a post's page gets its title and preview tags; then the plain page. */
  SEO_FETCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
  /**
   * Server rendering of the pages whose remote ships a server build (dist/server); "false"
   * leaves every page to the browser. Each server bundle is read from its build folder, or
   * fetched from SHELL_SERVER_URL / MF_<NAME>_SERVER_URL into SSR_BUNDLE_CACHE_DIR.
   */
  SSR_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Where server bundles fetched from their servers are kept, one folder per build (a private
   * folder: created 0700, refused when anyone else owns it or may write to it).
   */
  SSR_BUNDLE_CACHE_DIR: z.string().min(1).default(path.join(tmpdir(), 'fresh-pouf-server-bundles')),
  /** Longest wait for a server-rendered page's data (the blog's posts); past it, the page renders in the browser. */
  SSR_DATA_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
  /** Longest wait for a form posted to a page (the waitlist form without JavaScript) to be taken; past it, a 503 page. */
  SSR_ACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Extra origins allowed for scripts, frames and API calls (the card provider). */
  CSP_SCRIPT_SRC: z.string().default('https://js.stripe.com'),
  CSP_FRAME_SRC: z.string().default('https://js.stripe.com https://hooks.stripe.com'),
  CSP_CONNECT_SRC: z.string().default('https://api.stripe.com'),
  /** Port of the Prometheus `/metrics` listener (on HOST); unset, none. The gateway never routes to it. */
  METRICS_PORT: metricsPortSchema,
});

const schema = base
  // Loose: MF_<NAME>_URL and MF_<NAME>_DIST are named by MF_REMOTES.
  .loose()
  .transform((config, ctx) => ({
    ...(config as z.output<typeof base>),
    PUBLIC_SITE_URL: (config.PUBLIC_SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    remotes: config.MF_REMOTES.map((name) => remoteSourceOf(name, config, ctx)),
  }));

/** Where a front end's files come from: a build folder, or a server such as nginx. */
export type FrontendSource = { kind: 'dir'; dir: string } | { kind: 'upstream'; url: string };

export interface RemoteSource {
  name: RemoteName;
  /** Its browser build. */
  source: FrontendSource;
  /** Where its server bundle comes from (the server/ folder of its build); undefined: nowhere, the browser renders it. */
  server: FrontendSource | undefined;
}

/** The variables that place one remote. */
export const remoteVariables = (name: RemoteName) => {
  const key = name.toUpperCase();
  return { url: `MF_${key}_URL`, dist: `MF_${key}_DIST`, serverUrl: `MF_${key}_SERVER_URL` };
};

function upstreamOf(env: Record<string, unknown>, variable: string, ctx: z.RefinementCtx): FrontendSource | undefined {
  const url = env[variable];
  if (url === undefined) return undefined;
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(url);
  if (parsed.success) return { kind: 'upstream', url: parsed.data };
  ctx.addIssue({ code: 'custom', path: [variable], message: 'must be an http(s):// URL' });
  return undefined;
}

/**
 * A front end's server bundle: fetched from its own address when one is given, else read from
 * its build folder when the browser files come from there too. A front end on its own server
 * without a server address renders in the browser.
 */
function serverSourceOf(
  browser: FrontendSource,
  serverUpstream: FrontendSource | undefined,
): FrontendSource | undefined {
  return serverUpstream ?? (browser.kind === 'dir' ? browser : undefined);
}

function remoteSourceOf(name: RemoteName, env: Record<string, unknown>, ctx: z.RefinementCtx): RemoteSource {
  const variables = remoteVariables(name);
  const dist = env[variables.dist];
  const source = upstreamOf(env, variables.url, ctx) ?? {
    kind: 'dir',
    dir: typeof dist === 'string' ? dist : path.join(repoRoot, `mf-${name}/dist`),
  };
  return { name, source, server: serverSourceOf(source, upstreamOf(env, variables.serverUrl, ctx)) };
}

export type GatewayConfig = z.output<typeof schema>;

export function readConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig('gateway', schema, env);
}

export function shellSource(config: GatewayConfig): FrontendSource {
  return config.SHELL_URL ? { kind: 'upstream', url: config.SHELL_URL } : { kind: 'dir', dir: config.SHELL_DIST };
}

/** Where the shell's server bundle comes from, by the same rule as a remote's. */
export function shellServerSource(config: GatewayConfig): FrontendSource | undefined {
  return serverSourceOf(
    shellSource(config),
    config.SHELL_SERVER_URL ? { kind: 'upstream', url: config.SHELL_SERVER_URL } : undefined,
  );
}
