import { createQueryClient } from '@fresh-pouf/api-client';
import { ISLAND_LIVE_ATTRIBUTE, type IslandRegistry } from '@fresh-pouf/remote-kit/islands';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BootState } from '../app/boot-state';
import { hydratePageData } from '../app/page-data';
import { loadRemoteIslands } from '../federation/load-remote-module';
import { primeRemotesConfig } from '../federation/remotes-config';
import { DocumentRouter } from './document-router';
import { SHELL_ISLANDS } from './shell-islands';

let queryClient: QueryClient | undefined;

/** One query client for every island of the page, holding the data the server rendered it with. */
function pageQueryClient(boot: BootState): QueryClient {
  if (queryClient) return queryClient;
  queryClient = createQueryClient();
  if (boot.queries) hydratePageData(queryClient, boot.queries);
  primeRemotesConfig(boot.remotes);
  return queryClient;
}

let toaster: Promise<void> | undefined;

/** The page's one toaster, outside the server's HTML: an island's toasts show there. */
function mountToaster(): Promise<void> {
  toaster ??= import('@fresh-pouf/ui/toaster').then(({ Toaster }) => {
    const host = document.body.appendChild(document.createElement('div'));
    createRoot(host).render(<Toaster />);
  });
  return toaster;
}

/** Marks the island once React has taken it over (its effects run after the hydration commits). */
function MarkTakenOver({ element }: { element: HTMLElement }) {
  useEffect(() => element.setAttribute(ISLAND_LIVE_ATTRIBUTE, ''), [element]);
  return null;
}

/** Loads an island's component from its owner and takes the server's HTML of it over, in place. */
export async function hydrateIsland(element: HTMLElement, owner: string, name: string, boot: BootState): Promise<void> {
  const client = pageQueryClient(boot);
  const registry: IslandRegistry = owner === 'shell' ? SHELL_ISLANDS : await loadRemoteIslands(owner);
  const load = registry[name];
  if (!load) throw new Error(`${owner} has no island named ${name}`);
  const [Component] = await Promise.all([load(), mountToaster()]);
  hydrateRoot(
    element,
    <QueryClientProvider client={client}>
      <DocumentRouter>
        <Component />
        <MarkTakenOver element={element} />
      </DocumentRouter>
    </QueryClientProvider>,
  );
}
