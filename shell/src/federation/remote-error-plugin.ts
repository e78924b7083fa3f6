import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A manifest or entry that cannot be fetched fails inside the federation runtime, before any
 * React boundary sees it. Logging it here, with the remote's name and lifecycle step, and
 * letting the error continue means loadRemote rejects and the route shows its fallback.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fresh-pouf-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] could not load ${id} (${lifecycle})`, error);
      return undefined;
    },
  };
}
