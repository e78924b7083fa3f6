import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { bypassTracingOfUntraced } from './tracing/untraced-requests';

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting connections and resolves once in-flight requests have finished. */
  close(): Promise<void>;
}

/**
 * How long a caller keeps an idle connection to one of our servers: shorter than the server's
 * own idle limit (65 s below), so the caller drops it first and never sends a request on a
 * socket the server is closing at that moment (a spurious 502, "socket hang up").
 */
export const UPSTREAM_IDLE_MS = 60_000;

/** How long in-flight requests get to finish on close before their connections are cut. */
const CLOSE_GRACE_MS = 10_000;

export function listen(app: Express, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    bypassTracingOfUntraced(server);
    // Longer than any proxy in front keeps an idle connection, so the proxy never reuses a
    // socket this server is just closing (which would surface as a spurious 502).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address() as AddressInfo;
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
      resolve({
        server,
        port: address.port,
        url,
        close: () =>
          new Promise<void>((done, fail) => {
            // A busy keep-alive connection would otherwise hold shutdown open indefinitely.
            const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
            cut.unref();
            server.close((err) => {
              clearTimeout(cut);
              if (err) fail(err);
              else done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}

/** Runs `shutdown` once on SIGTERM or SIGINT, then exits. */
export function onShutdownSignal(shutdown: (signal: string) => Promise<void>, log: (msg: string) => void): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: shutting down`);
    shutdown(signal)
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log(`shutdown failed: ${String(err)}`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
