import { createQueryClient } from '@fresh-pouf/api-client';
import { takeOver } from '@fresh-pouf/remote-kit/testing';
import { dehydrate, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

/**
 * A page as the server renders it (after `before`, e.g. a form's server action, filled its query
 * cache), then taken over in the browser with the same data, as the shell does. Release with
 * remote-kit's `releaseTakeOvers()`. `errors` records what React logged (a hydration mismatch).
 */
export async function serverRenderedThenTakenOver(
  ui: ReactElement,
  { route, path, before }: { route: string; path: string; before?: (queryClient: QueryClient) => Promise<unknown> },
) {
  const page = (queryClient: QueryClient) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const server = createQueryClient();
  await before?.(server);
  const html = renderToString(page(server));
  const browser = createQueryClient();
  hydrate(browser, dehydrate(server));
  const errors = vi.spyOn(console, 'error');
  const container = await takeOver(html, page(browser));
  return { html, container, errors };
}

/** The server's HTML, to read as the browser would before (or without) the page's script. */
export function serverHtml(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

/** The browser's own calls answered, inside act(). */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
