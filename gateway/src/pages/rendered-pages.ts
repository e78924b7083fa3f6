import { type PostedForm, type RenderResult, routeOwner } from '@fresh-pouf/contracts';
import type { Logger } from '@fresh-pouf/server-kit';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { FrontendSource, GatewayConfig } from '../config';
import type { RemoteRegistry } from '../remote-registry';
import { remotesConfigOf } from '../remotes-config.routes';
import { bootStateBlock } from './boot-state';
import { allowShellInlineScripts, speculationRules } from './inline-scripts';
import { pageHints } from './page-hints';
import { type PageParts, preparePage, preparedPage } from './rendered-data';
import { placeholderBlock, remotePageParts } from './page-parts';
import { type PageAssets, remoteAssets, routeSharedAssets, shellAssets } from './route-assets';
import type { RenderMetrics } from './render-metrics';
import { serverBundle } from './server-bundle';
import { REMOTE_SERVER_ENTRY, serverEntries } from './server-entries';
import { forwardedHeaders } from '../forwarded-headers';
import { SHELL_SERVER_ENTRY, shellRenderer } from './shell-renderer';

const EMPTY_ROOT = '<div id="root"></div>';
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * React puts the <title> and <meta> a screen renders first in its output, to be hoisted into
 * the head. The page's head has its own (the SEO handler writes a known page's title and
 * description), so the copies are dropped rather than left in the body or doubled; the screen's
 * title is what the head's says, though: on an islands page no script sets the tab's title later.
 */
const HOISTED_PREAMBLE = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>)+/;
const TITLE = /<title>[^<]*<\/title>/i;

/** Puts the parts into the shell's page; a page without the empty root is left as it is. */
// The shell's index.html says a page needs JavaScript; a page the server rendered does not.
const NEEDS_SCRIPT_NOTICE = /<noscript data-page-needs-script>[\s\S]*?<\/noscript>/;

function assemble(shellPage: string, parts: PageParts): string {
  if (!shellPage.includes(EMPTY_ROOT)) return shellPage;
  const html = parts.root ? shellPage.replace(NEEDS_SCRIPT_NOTICE, '') : shellPage;
  const preamble = HOISTED_PREAMBLE.exec(parts.root)?.[0] ?? '';
  const screenTitle = TITLE.exec(preamble)?.[0];
  const root = parts.root.slice(preamble.length);
  const titled = screenTitle ? html.replace(TITLE, () => screenTitle) : html;
  const withRoot = titled.replace(EMPTY_ROOT, () => `${parts.beforeRoot ?? ''}<div id="root">${root}</div>`);
  const withHead = withRoot.replace(/<\/head>/i, () => `${parts.head}</head>`);
  return /<\/body>/i.test(withHead)
    ? withHead.replace(/<\/body>/i, () => `${parts.body}</body>`)
    : withHead + parts.body;
}

// A page's form is a few short fields; anything bigger is no form of ours.
const readForm = express.text({ type: 'application/x-www-form-urlencoded', limit: '16kb' });

/** The form posted to a page, as sent; undefined when the body is not a URL-encoded form. */
async function postedForm(req: Request, res: Response, timeoutMs: number): Promise<PostedForm | undefined> {
  await new Promise<void>((resolve, reject) => readForm(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
  const body: unknown = req.body;
  return typeof body === 'string' ? { body, headers: forwardedHeaders(req), timeoutMs } : undefined;
}

/**
 * Sends the shell's page (with the head tags the sender wrote: the plain page handler's, or the
 * SEO handler's for a post) as HTML, with what the page handler prepared for it put in. The head
 * tags are the sender's; the body and the hints are the page handler's.
 */
export function sendPage(res: Response, shellPage: string): void {
  const parts = preparedPage(res)?.parts;
  res.type('html');
  if (!parts) {
    res.send(shellPage);
    return;
  }
  allowShellInlineScripts(res, shellPage, [...(parts.remoteScripts ?? []), ...speculationRules(parts.root)]);
  res.send(assemble(shellPage, parts));
}

export interface RenderedPagesOptions {
  config: GatewayConfig;
  registry: RemoteRegistry;
  /** The shell's browser build (index.html's page assets). */
  shell: FrontendSource;
  /** Where the shell's server bundle comes from; undefined: pages render in the browser. */
  shellServer: FrontendSource | undefined;
  logger: Logger;
  /** The page as the plain page handler sends it (the shell's index.html with the path's head tags), for the answer to a form. */
  page: (path: string) => Promise<string>;
  metrics: RenderMetrics;
}

/**
 * Pages arrive rendered. For a path whose remote has a server build, the shell's server bundle
 * renders the frame and the remote's App with its data into #root; every page also carries the
 * remote configuration and names what its route needs (no shell → remotes.json → manifest →
 * chunk waterfall). Anything that fails or is late leaves the page to the browser, as before:
 * never an error page.
 */
export function renderedPages({
  config,
  registry,
  shell,
  shellServer,
  logger,
  page,
  metrics,
}: RenderedPagesOptions): RequestHandler {
  const bundleOf = (name: string, source: FrontendSource | undefined, entry: string) =>
    serverBundle({ name, source, entry, cacheDir: config.SSR_BUNDLE_CACHE_DIR, logger });
  const renderer = shellRenderer(bundleOf('shell', shellServer, SHELL_SERVER_ENTRY), logger);
  const entries = serverEntries(
    new Map(config.remotes.map(({ name, server }) => [name, bundleOf(name, server, REMOTE_SERVER_ENTRY)])),
  );
  const shellPart = shellAssets(shell);
  const remoteParts = new Map(config.remotes.map(({ name, source }) => [name, remoteAssets(name, source)]));
  const pageParts = new Map(config.remotes.map(({ name, source }) => [name, remotePageParts(source)]));

  const render = async (
    url: string,
    remotes: ReturnType<typeof remotesConfigOf>,
    owner: string,
    visitor: Record<string, string>,
    form?: PostedForm,
  ): Promise<RenderResult> => {
    const renderPage = await renderer();
    if (!renderPage) return { rendered: false, reason: 'no shell server bundle' };
    try {
      return await renderPage({
        url,
        remotes,
        serverEntries: await entries(owner),
        apiOrigin: config.BFF_PUBLIC_URL,
        dataTimeoutMs: config.SSR_DATA_TIMEOUT_MS,
        visitor,
        ...(form ? { form } : {}),
      });
    } catch (err) {
      logger.error({ err, url }, 'server rendering failed; the page renders in the browser');
      return { rendered: false, reason: 'render failed' };
    }
  };

  return async (req, res, next) => {
    const posted = req.method === 'POST';
    if ((req.method !== 'GET' && req.method !== 'HEAD' && !posted) || FILE_PATH.test(req.path)) {
      next();
      return;
    }
    const remotes = remotesConfigOf(await registry());
    const owner = routeOwner(remotes, req.path)?.remote;
    // Server rendering off, a page's form is not taken: the answer below is a 503 with the page.
    if (posted && !owner) {
      next();
      return;
    }
    const form = posted ? await postedForm(req, res, config.SSR_ACTION_TIMEOUT_MS) : undefined;
    if (posted && form === undefined) {
      res.status(415).type('text/plain').send('A page takes forms as application/x-www-form-urlencoded.');
      return;
    }
    const [result, ownParts, routeParts, routePagePart] = await Promise.all([
      // HEAD sends no body: nothing to render for it.
      config.SSR_ENABLED && owner && req.method !== 'HEAD'
        ? render(req.originalUrl, remotes, owner, forwardedHeaders(req), form)
        : Promise.resolve<RenderResult>({ rendered: false, reason: 'off' }),
      shellPart(),
      owner
        ? (remoteParts.get(owner)?.() ?? Promise.resolve<PageAssets | undefined>(undefined))
        : Promise.resolve(undefined),
      owner && !posted ? pageParts.get(owner)?.(req.path) : undefined,
    ]);
    if (result.rendered || result.reason !== 'off') metrics.outcome(result);
    if (!result.rendered && result.reason !== 'off')
      logger.debug({ url: req.originalUrl, reason: result.reason }, 'page left to the browser');
    if (posted && !result.rendered && result.redirect) {
      // 303: the next page is fetched with GET, so going back or reloading never posts again.
      res.redirect(303, result.redirect);
      return;
    }
    // A page left to the browser carries what its remote published for the route: its first
    // requests start as the head is read (before the stylesheets, which would hold an inline
    // script back), and the frame's placeholder shows until the App draws the frame.
    const part = result.rendered ? undefined : routePagePart;
    const headScript = part?.headScript;
    // An islands page is the server's HTML: its styles, and no script fetched ahead (each island's
    // code loads when that island is needed; main.js alone runs at first).
    const islands = result.rendered && result.islands === true;
    const hinted = [ownParts, routeParts, routeSharedAssets(ownParts, routeParts)];
    const hints = pageHints(
      islands ? hinted.map((assets) => assets && { ...assets, scripts: [], fetches: [] }) : hinted,
      {
        // Behind a head script's requests too: over HTTP/1.1 the browser's six connections would
        // otherwise carry the 30-odd scripts first, and the screen's data (the numbers its
        // placeholder shows) would wait for a free one (430-690 ms instead of about 180).
        lowPriority: result.rendered || headScript !== undefined,
      },
    );
    // The handler that sends the page (sendPage) puts these in, and writes its head from what
    // the page's data said (seo/seo.routes.ts).
    preparePage(res, {
      parts: {
        head: (headScript ? `<script>${headScript}</script>` : '') + hints,
        root: result.rendered ? result.html : '',
        body: bootStateBlock({
          remotes,
          ...(result.rendered ? { queries: result.queries } : {}),
          ...(islands ? { islands } : {}),
        }),
        beforeRoot: placeholderBlock(part?.placeholder),
        remoteScripts: headScript ? [headScript] : [],
      },
      ...(result.rendered && result.head ? { head: result.head } : {}),
    });
    if (!posted) {
      next();
      return;
    }
    // The answer to a form: never stored, and its status says how the form went (400 for a field
    // to fix, 429 for a limit...). A page that could not take the form says so with its status.
    const html = await page(req.path).catch(() => undefined);
    res.setHeader('Cache-Control', 'no-store');
    if (html === undefined) {
      res.status(503).type('text/plain').send('The site is being deployed. Please try again in a moment.');
      return;
    }
    if (!result.rendered) logger.warn({ reason: result.reason }, 'a form posted to a page was not taken');
    res.status(result.status ?? (result.rendered ? 200 : 503));
    sendPage(res, html);
  };
}
