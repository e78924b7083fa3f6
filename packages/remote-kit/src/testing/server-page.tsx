import { createQueryClient } from '@fresh-pouf/api-client';
import { dehydrate, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { ServerAction } from '../server-action';
import { ScreenRoutes } from './render-with-providers';
import { actionContext } from './send-form';
import { takeOver } from './take-over';

export interface PageOptions {
  /** The address the page is at. */
  route: string;
  /** The route pattern the screen is mounted at; by default the route's own path. */
  path?: string;
}

function page(ui: ReactElement, queryClient: QueryClient, { route, path }: PageOptions) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <ScreenRoutes ui={ui} path={path ?? new URL(route, 'http://page').pathname} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** A screen's HTML as the shell's server sends it for `route`, from the data in `queryClient`. */
export const serverRender = (ui: ReactElement, queryClient: QueryClient, options: PageOptions): string =>
  renderToString(page(ui, queryClient, options));

/** HTML in a detached element, to read as the browser would before (or without) the page's script. */
export function htmlElement(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

/**
 * A page as the server renders it (after `before` or a `posted` form's server action filled its
 * query cache), then taken over in the browser with the same data, as the shell does:
 * `serverPage` is the server's HTML to read as without the script; `errors` records what React
 * logged (a hydration mismatch).
 */
export async function serverRenderedThenTakenOver(
  ui: ReactElement,
  options: PageOptions & {
    before?: (queryClient: QueryClient) => Promise<unknown>;
    /** A form posted to the page first: its server action, sent `fields` as the gateway does. */
    posted?: { action: ServerAction; fields: Record<string, string> } | undefined;
  },
) {
  const server = createQueryClient();
  await options.before?.(server);
  if (options.posted) {
    const address = new URL(options.route, 'http://page').pathname;
    await options.posted.action(actionContext(server, address, options.posted.fields));
  }
  const html = serverRender(ui, server, options);
  const browser = createQueryClient();
  hydrate(browser, dehydrate(server));
  const errors = vi.spyOn(console, 'error');
  const container = await takeOver(html, page(ui, browser, options));
  return { html, serverPage: htmlElement(html), container, errors };
}

/** Lets the browser's own calls be answered, inside act(). */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
