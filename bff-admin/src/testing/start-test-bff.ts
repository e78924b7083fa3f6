import { randomBytes } from 'node:crypto';
import {
  createCoreClient,
  createLogger,
  createServiceMetrics,
  listen,
  type MetricSample,
  parseMetricsText,
} from '@fresh-pouf/server-kit';
import { createApp } from '../app';
import { type BffAdminConfig, readConfig } from '../config';

export interface TestBffAdmin {
  url: string;
  secret: string;
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** What its `/metrics` would answer now. */
  metrics(): Promise<MetricSample[]>;
  close(): Promise<void>;
}

/** bff-admin on a free port, talking to the given core, with a random signing key. */
export async function startTestBffAdmin(
  core: { url: string; token: string },
  overrides: Partial<BffAdminConfig> = {},
): Promise<TestBffAdmin> {
  const config: BffAdminConfig = {
    ...readConfig({
      CORE_SERVICE_URL: core.url,
      CORE_SERVICE_TOKEN: core.token,
      ADMIN_JWT_SECRET: randomBytes(32).toString('hex'),
    }),
    PORT: 0,
    ...overrides,
  };
  const logger = createLogger('bff-admin', 'silent');
  const client = createCoreClient({ baseUrl: config.CORE_SERVICE_URL, token: config.CORE_SERVICE_TOKEN, logger });
  const metrics = createServiceMetrics('bff-admin');
  const running = await listen(createApp(config, client, logger, metrics), 0);
  return {
    url: running.url,
    metrics: async () => parseMetricsText(await metrics.registry.metrics()),
    secret: config.ADMIN_JWT_SECRET,
    call: (method, path, options = {}) =>
      fetch(`${running.url}${path}`, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? null : JSON.stringify(options.body),
      }),
    close: () => running.close(),
  };
}
