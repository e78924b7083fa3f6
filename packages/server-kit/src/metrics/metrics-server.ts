import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceMetrics } from './service-metrics';

export const METRICS_PATH = '/metrics';

export interface MetricsServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * `/metrics` on a port of its own: the gateway routes nothing there, and a network policy can
 * open it to the scraper alone. It answers nothing else.
 */
export function startMetricsServer(metrics: ServiceMetrics, port: number, host = '127.0.0.1'): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) =>
        res
          .writeHead(200, { 'content-type': metrics.registry.contentType })
          .end(req.method === 'HEAD' ? undefined : text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(err)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${METRICS_PATH}`,
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
