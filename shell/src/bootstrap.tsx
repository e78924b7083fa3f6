import '@fresh-pouf/ui/styles.css';
import './shell.css';
import { createQueryClient } from '@fresh-pouf/api-client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppRoutes } from './app/app-routes';
import { readBootState } from './app/boot-state';
import { hydratePageData } from './app/page-data';
import { rememberFirstTouch } from './app/first-touch';
import { preloadRouteRemote } from './federation/preload-route-remote';
import { primeRemotesConfig, remotesConfigQueryOptions } from './federation/remotes-config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

rememberFirstTouch(window.location, document.referrer);

const queryClient = createQueryClient();
const boot = readBootState();
if (boot) {
  primeRemotesConfig(boot.remotes);
  queryClient.setQueryData(remotesConfigQueryOptions().queryKey, boot.remotes);
  if (boot.queries) hydratePageData(queryClient, boot.queries);
}

const app = (preloaded?: Awaited<ReturnType<typeof preloadRouteRemote>>) => (
  <StrictMode>
    <App queryClient={queryClient} {...(preloaded ? { preloaded } : {})}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

// The gateway sent the page rendered: take it over as it is. Otherwise render it here.
if (boot && container.hasChildNodes()) {
  void preloadRouteRemote(boot.remotes, window.location.pathname).then((preloaded) =>
    hydrateRoot(container, app(preloaded)),
  );
} else {
  // Not rendered by the server (a staff screen): the route's remote starts loading now, beside
  // React's first render, rather than once that render reaches it. Its route uses the same load.
  if (boot) void preloadRouteRemote(boot.remotes, window.location.pathname);
  createRoot(container).render(app());
}
