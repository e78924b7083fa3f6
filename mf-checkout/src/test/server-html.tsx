import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

/** A screen's HTML as the shell's server sends it for `url`, from the data in `queryClient`, in a detached element to query. */
export function serverHtml(queryClient: QueryClient, url: string, screen: ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{screen}</MemoryRouter>
    </QueryClientProvider>,
  );
  return host;
}
