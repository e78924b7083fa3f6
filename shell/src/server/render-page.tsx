import { createQueryClient } from '@fresh-pouf/api-client';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { AppRoutes } from '../app/app-routes';
import { remotesConfigQueryOptions } from '../federation/remotes-config';
import { routeOwner } from '@fresh-pouf/contracts/values';
import type { PageHeadData, PostedForm, RenderRequest, RenderResult } from '@fresh-pouf/contracts/values';
import { loadServerRemote, type ServerRemoteModule, unavailableRemote } from './server-remotes';
import { withTimeout } from './with-timeout';

/**
 * Renders a page of the public site to HTML: the shell's frame with the route's remote inside,
 * that remote's data fetched first. A remote whose server part fails renders as the client
 * would while loading (its Suspense fallback), so the browser takes that part over; a page
 * whose data fails or is late is not rendered at all (the browser renders it, as before).
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult<DehydratedState>> {
  const { pathname, searchParams: search } = new URL(request.url, 'http://page');
  const owner = routeOwner(request.remotes, pathname);
  if (!owner) return { rendered: false, reason: 'no remote publishes this path' };
  const entry = request.serverEntries[owner.remote];
  if (!entry) return { rendered: false, reason: `${owner.remote} has no server build` };

  // Every call made while rendering (the remote's prefetch and action) goes to bff-public.
  const queryClient = createQueryClient({ apiOrigin: request.apiOrigin });
  queryClient.setQueryData(remotesConfigQueryOptions().queryKey, request.remotes);
  const remote = await loadServerRemote(owner.remote, entry).catch((error: unknown) => {
    console.error(`[ssr] the ${owner.remote} server part failed to load`, error);
    return undefined;
  });
  let status = 200;
  if (request.form) {
    const outcome = await runAction(remote, queryClient, { pathname, search }, request.form);
    if ('redirect' in outcome || 'reason' in outcome) return { rendered: false, ...outcome };
    status = outcome.status;
  }
  let head: PageHeadData | void = undefined;
  if (remote?.prefetch) {
    const controller = new AbortController();
    try {
      head = await withTimeout(
        remote.prefetch({ queryClient, pathname, search, headers: request.visitor ?? {}, signal: controller.signal }),
        request.dataTimeoutMs,
      );
    } catch (error) {
      controller.abort();
      return { rendered: false, reason: `data: ${error instanceof Error ? error.message : String(error)}` };
    }
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
    // An error state the browser could not hydrate into (errors are not sent along): it renders the page.
    if (failed.length > 0) return { rendered: false, reason: 'data: a query failed' };
  }

  const preloaded = new Map([[owner.remote, remote?.default ?? unavailableRemote(owner.remote)]]);
  // A route published as islands whose remote rendered: the browser takes over only its islands.
  // Its remote's part missing (a fallback was drawn), the page is the browser's to render, as any other.
  const islands = owner.islands && remote !== undefined;
  const html = renderToString(
    <App queryClient={queryClient} preloaded={preloaded} toaster={!islands}>
      <StaticRouter location={request.url}>
        <AppRoutes />
      </StaticRouter>
    </App>,
  );
  return {
    rendered: true,
    html,
    queries: dehydrate(queryClient),
    remote: owner.remote,
    status,
    islands,
    ...(head ? { head } : {}),
  };
}

/** A path of this site only: a form never sends the visitor elsewhere. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * A form posted as HTML: the remote's action reads it and leaves what the page shows next in the
 * query cache (with the answer's status), or names where to go. A page without an action does
 * not take forms (405); an action that fails or is late is a 503 page, never a half-done render.
 */
async function runAction(
  remote: ServerRemoteModule | undefined,
  queryClient: QueryClient,
  address: { pathname: string; search: URLSearchParams },
  form: PostedForm,
): Promise<{ status: number } | { redirect: string; reason: string } | { reason: string; status: number }> {
  if (!remote?.action) return { reason: 'this page takes no form', status: 405 };
  const controller = new AbortController();
  try {
    const outcome = await withTimeout(
      remote.action({
        queryClient,
        ...address,
        form: new URLSearchParams(form.body),
        headers: form.headers,
        signal: controller.signal,
      }),
      form.timeoutMs,
    );
    if ('redirect' in outcome) {
      return isSitePath(outcome.redirect)
        ? { redirect: outcome.redirect, reason: 'redirect' }
        : { reason: 'action: redirect off the site', status: 500 };
    }
    return outcome;
  } catch (error) {
    controller.abort();
    console.error('[ssr] a form action failed', error);
    return { reason: `action: ${error instanceof Error ? error.message : String(error)}`, status: 503 };
  }
}
