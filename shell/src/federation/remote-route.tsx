import type { RemoteName } from '@fresh-pouf/contracts';
import { Spinner, VisuallyHidden } from '@fresh-pouf/ui';
import { type ComponentType, Suspense, lazy, use, useEffect, useReducer, useState } from 'react';
import { loadRemoteApp } from './load-remote-module';
import { hasPagePlaceholder, PagePlaceholderGone } from './page-placeholder';
import { PreloadedRemotes } from './preloaded-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface RemoteRouteProps {
  remote: RemoteName;
}

/** Renders a remote's App; a failure shows a fallback with Retry in the shell's frame. */
export function RemoteRoute({ remote }: RemoteRouteProps) {
  // Remotes render at the same place in the tree: without a key, going from a failed /blog to /
  // would reuse the failed boundary and show the fallback on a page that loads fine.
  return <RemoteScreen key={remote} remote={remote} />;
}

function RemoteScreen({ remote }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  // Held here, above the Suspense boundary, so it survives the App suspending: a component that
  // suspends before it ever mounted keeps no state, and would start a new load on every retry.
  // Already loaded (server render, hydration): rendered at once, in the same Suspense boundary.
  const preloaded = use(PreloadedRemotes).get(remote);
  const [load, setLoad] = useState(() => (preloaded ? undefined : loadRemoteApp(remote)));
  const [App, setApp] = useState<ComponentType>(() => preloaded ?? lazy(() => load ?? loadRemoteApp(remote)));
  const [, drawLoaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let current = true;
    // React reveals a boundary's content on its own no sooner than 300 ms after the boundary
    // showed its fallback (it batches reveals). The App is drawn by an update of this component
    // instead, as soon as its code is in: the staff screens' first view waits for nothing else.
    load?.then(
      () => current && drawLoaded(),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [load]);
  const retry = () => {
    if (preloadedByPage(remote)) {
      window.location.reload();
      return;
    }
    const again = loadRemoteApp(remote, true);
    setLoad(again);
    setApp(() => lazy(() => again));
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <App />
        <PagePlaceholderGone />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * The page named this remote's files in preload links (the route it was opened on). A browser
 * does not fetch a preloaded file that failed again while the page lives, so for this remote
 * Try again loads the page anew; for any other it loads the remote again in place.
 */
function preloadedByPage(remote: RemoteName): boolean {
  return document.querySelector(`link[rel="preload"][href^="/mf/${CSS.escape(remote)}/"]`) !== null;
}

export function RemoteLoading() {
  // Under the page's placeholder of the screen's frame, the frame is the picture: no spinner, no
  // room taken; a screen reader still hears that the screen is loading.
  const placeholder = hasPagePlaceholder();
  return (
    <div className={placeholder ? undefined : 'shell-remote-loading'} role="status" aria-live="polite">
      {placeholder ? null : <Spinner />}
      <VisuallyHidden>Loading…</VisuallyHidden>
    </div>
  );
}
