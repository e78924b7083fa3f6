import type { ChildProcess } from 'node:child_process';

/**
 * Polls `url` until it answers 2xx; gives up after `timeoutMs`, or at once when the `child`
 * serving it has exited.
 */
export async function waitForOk(
  url: string,
  { timeoutMs = 30_000, child }: { timeoutMs?: number; child?: ChildProcess } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: its server exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

/** Stops a server the test started (SIGTERM) and waits until it has exited; nothing if it already has. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
