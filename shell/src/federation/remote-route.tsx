import type { RemoteName } from '@fresh-pouf/contracts';
import { Spinner, VisuallyHidden } from '@fresh-pouf/ui';
import { Suspense, lazy, useState } from 'react';
import { loadRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface RemoteRouteProps {
  remote: RemoteName;
  module: string;
}

/** Renders a remote's exposed screen; a failure shows a fallback with Retry in the shell's frame. */
export function RemoteRoute(props: RemoteRouteProps) {
  // Routes render at the same place in the tree: without a key, going from a failed /blog to /
  // would reuse the failed boundary and show the fallback on a page that loads fine.
  return <RemoteScreen key={`${props.remote}/${props.module}`} {...props} />;
}

function RemoteScreen({ remote, module }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RemoteLoading />}>
        <LoadedScreen remote={remote} module={module} retry={attempt > 0} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Made once per mount (a Retry remounts it): React keeps the lazy component, and its loaded module, across renders. */
function LoadedScreen({ remote, module, retry }: RemoteRouteProps & { retry: boolean }) {
  const [Screen] = useState(() => lazy(() => loadRemoteModule(remote, module, retry)));
  return <Screen />;
}

function RemoteLoading() {
  return (
    <div className="shell-remote-loading" role="status" aria-live="polite">
      <Spinner />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </div>
  );
}
