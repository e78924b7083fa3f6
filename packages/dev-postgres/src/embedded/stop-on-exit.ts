import type { ChildProcess } from 'node:child_process';

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
