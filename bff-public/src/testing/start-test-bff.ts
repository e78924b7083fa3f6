import { createCoreClient, createLogger, createServiceMetrics, listen, parseMetricsText } from '@fresh-pouf/server-kit';
import { createApp } from '../app';
import { type BffPublicConfig, readConfig } from '../config';

/** bff-public on a free port, talking to the given core. */
export async function startTestBff(core: { url: string; token: string }, overrides: Partial<BffPublicConfig> = {}) {
  const config: BffPublicConfig = {
    ...readConfig({ CORE_SERVICE_URL: core.url, CORE_SERVICE_TOKEN: core.token }),
    PORT: 0,
    ...overrides,
  };
  const logger = createLogger('bff-public', 'silent');
  const client = createCoreClient({ baseUrl: config.CORE_SERVICE_URL, token: config.CORE_SERVICE_TOKEN, logger });
  const metrics = createServiceMetrics('bff-public');
  const running = await listen(createApp(config, client, logger, metrics), 0);
  return {
    url: running.url,
    /** What its `/metrics` would answer now. */
    metrics: async () => parseMetricsText(await metrics.registry.metrics()),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: () => running.close(),
  };
}
