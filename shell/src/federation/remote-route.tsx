import type { RemoteName } from '@fresh-pouf/contracts';
import { Spinner, VisuallyHidden } from '@fresh-pouf/ui';
import { Suspense, lazy, useMemo, useState } from 'react';
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
  const Screen = useMemo(() => lazy(() => loadRemoteModule(remote, module, attempt > 0)), [remote, module, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RemoteLoading />}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading() {
  return (
    <div className="shell-remote-loading" role="status" aria-live="polite">
      <Spinner />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </div>
  );
}
