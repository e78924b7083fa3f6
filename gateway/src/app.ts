import path from 'node:path';
import { API_PREFIXES, isUnder } from '@fresh-pouf/contracts';
import {
  type Logger,
  type ServiceMetrics,
  createServiceMetrics,
  errorHandler,
  serviceApp,
} from '@fresh-pouf/server-kit';
import compression from 'compression';
import type { RequestHandler } from 'express';
import { apiProxy } from './api-proxy';
import { type GatewayConfig, shellServerSource, shellSource } from './config';
import { dropOutsideTraceHeaders } from './outside-trace-headers';
import { frontendFiles } from './frontend-files';
import { shellIndexLoader } from './shell-index';
import { renderedPages } from './pages/rendered-pages';
import { renderMetrics } from './pages/render-metrics';
import { gatewayRouteOf } from './route-label';
import { remoteRegistry } from './remote-registry';
import { remotesConfigRoutes } from './remotes-config.routes';
import { blogSource } from './seo/blog-source';
import { pageHead } from './seo/page-head';
import { seoRoutes } from './seo/seo.routes';
import { securityHeaders } from './security-headers';
import { sitePages } from './site-pages';

const UNAVAILABLE = { message: 'This service is not deployed yet.' };

async function upstreamReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

const ASSET_PATH = /\.[a-z0-9]+$/i;

// A front end's server bundle sits beside its browser build (dist/server): the gateway's to run, not the browser's to download.
const SERVER_BUNDLE_PATH = /^\/server(?:\/|$)/;

/**
 * The path as a file server reads it: escapes decoded (`/%73erver/`), repeated slashes and dot
 * segments resolved (`//server/`, `/x/../server/`). A path that cannot be decoded is no file.
 */
function filePathOf(requestPath: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(requestPath).replace(/\\/g, '/'));
  } catch {
    return undefined;
  }
}

export function isServerBundlePath(requestPath: string): boolean {
  const file = filePathOf(requestPath);
  return file === undefined || SERVER_BUNDLE_PATH.test(file);
}

function browserFilesOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (isServerBundlePath(req.path) ? next() : handler(req, res, next));
}

/**
 * An API call that changes something (a sign-up, a login) is answered with a few hundred bytes
 * of JSON, under compression's threshold: it skips the compressing wrapper (around every write
 * of an answer it would not compress) altogether. Pages, files and API reads are compressed.
 */
export const skipsCompression = (req: { method: string; path: string }) =>
  req.method !== 'GET' && req.method !== 'HEAD' && isUnder(req.path, API_PREFIXES.public);

function compressed(compress: RequestHandler): RequestHandler {
  return (req, res, next) => (skipsCompression(req) ? next() : compress(req, res, next));
}

function assetsOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (ASSET_PATH.test(req.path) ? handler(req, res, next) : next());
}

/** `metrics`: the registry main.ts serves on METRICS_PORT; a test that reads none may leave it out. */
export function createApp(
  config: GatewayConfig,
  logger: Logger,
  metrics: ServiceMetrics = createServiceMetrics('gateway'),
) {
  const app = serviceApp({
    logger,
    metrics,
    trustProxy: config.TRUST_PROXY,
    // The edge names every request afresh (a client's own id is only logged beside it) and writes
    // its one access log line.
    edge: true,
    routeOf: gatewayRouteOf(config.remotes.map(({ name }) => name)),
    ready: async () => ({
      bffPublic: await upstreamReady(config.BFF_PUBLIC_URL),
      ...(config.BFF_ADMIN_URL ? { bffAdmin: await upstreamReady(config.BFF_ADMIN_URL) } : {}),
    }),
  });
  // Before any handler that sends a request onwards (the health probes call nobody).
  app.use(dropOutsideTraceHeaders);
  app.use(securityHeaders(config));
  app.use(compressed(compression()));

  // Order matters: the admin prefix is the more specific one.
  if (config.BFF_ADMIN_URL) app.use(apiProxy(API_PREFIXES.admin, config.BFF_ADMIN_URL, logger));
  else app.use(API_PREFIXES.admin, (_req, res) => void res.status(503).json(UNAVAILABLE));
  app.use(apiProxy(API_PREFIXES.public, config.BFF_PUBLIC_URL, logger));

  const registry = remoteRegistry(config.remotes, logger);
  app.use(remotesConfigRoutes(registry));
  for (const { name, source } of config.remotes) {
    app.use(`/mf/${name}`, browserFilesOnly(frontendFiles(`/mf/${name}`, source, logger)));
  }
  app.use('/mf', (req, res) => void res.status(404).type('text/plain').send(`Not found: ${req.originalUrl}`));
  const shell = shellSource(config);
  const shellServer = shellServerSource(config);
  if (config.SSR_ENABLED && !shellServer)
    logger.warn('SHELL_URL is set without SHELL_SERVER_URL: every page renders in the browser');
  const indexHtml = shellIndexLoader(shell);
  // Before every handler that sends a page: whichever sends it, the page goes out rendered.
  const withHead = pageHead(config.PUBLIC_SITE_URL);
  const page = async (pagePath: string) => withHead(pagePath, await indexHtml());
  app.use(renderedPages({ config, registry, shell, shellServer, logger, page, metrics: renderMetrics(metrics) }));
  app.use(
    seoRoutes({
      blog: blogSource(config.BFF_PUBLIC_URL, config.SEO_FETCH_TIMEOUT_MS),
      siteUrl: config.PUBLIC_SITE_URL,
      indexHtml,
    }),
  );
  // A path with a file extension is one of the shell's assets; anything else is a page.
  app.use(
    browserFilesOnly(
      shell.kind === 'dir' ? frontendFiles('/', shell, logger) : assetsOnly(frontendFiles('/', shell, logger)),
    ),
  );
  app.use(sitePages(indexHtml, registry, withHead));
  app.use(errorHandler(logger));
  return app;
}
