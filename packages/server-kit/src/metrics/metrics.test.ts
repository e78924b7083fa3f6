import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../http-server';
import { httpMetrics } from './http-metrics';
import { type MetricsServer, startMetricsServer } from './metrics-server';
import { parseMetricsText, sampleValue } from './metrics-text';
import { createServiceMetrics } from './service-metrics';

const running: Array<RunningServer | MetricsServer> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function start({ recording = true } = {}) {
  const metrics = createServiceMetrics('example', { recording });
  const app = express();
  app.use(
    httpMetrics(metrics, { routeOf: (req) => (req.originalUrl.startsWith('/proxied/') ? '/proxied/*' : undefined) }),
  );
  const items = express.Router();
  items.get('/:id', (req, res) => void res.json({ id: req.params.id }));
  app.use('/api/items', items);
  items.get('/:id/boom', () => {
    throw new Error('boom');
  });
  app.use('/proxied', (_req, res) => void res.status(502).end());
  const http = await listen(app, 0);
  const scrape = await startMetricsServer(metrics, 0);
  running.push(http, scrape);
  return { http, scrape };
}

const requests = (text: string, labels: Record<string, string>) =>
  sampleValue(parseMetricsText(text), 'http_server_request_duration_seconds_count', {
    service: 'example',
    method: 'GET',
    ...labels,
  });

describe('service metrics', () => {
  it('counts requests by route pattern and status, never by the raw path', async () => {
    const { http, scrape } = await start();
    await fetch(`${http.url}/api/items/42`);
    await fetch(`${http.url}/api/items/43`);
    await fetch(`${http.url}/api/items/42/boom`);
    await fetch(`${http.url}/proxied/anything/here`);
    await fetch(`${http.url}/no/such/page`);

    const text = await (await fetch(scrape.url)).text();
    expect(requests(text, { route: '/api/items/:id', status: '200' })).toBe(2);
    expect(requests(text, { route: '/api/items/:id/boom', status: '500' })).toBe(1);
    expect(requests(text, { route: '/proxied/*', status: '502' })).toBe(1);
    expect(requests(text, { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('/api/items/42');
    expect(text).toContain('process_cpu_user_seconds_total{service="example"}');
  });

  it('answers /metrics in the Prometheus text format and nothing else on its port', async () => {
    const { scrape } = await start();
    const answer = await fetch(scrape.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect((await fetch(new URL('/healthz', scrape.url))).status).toBe(404);
  });

  it('takes no per-request timings or process samples in a service that serves no /metrics', async () => {
    const { http, scrape } = await start({ recording: false });
    await fetch(`${http.url}/api/items/42`);

    const text = await (await fetch(scrape.url)).text();
    expect(text).not.toContain('http_server_request_duration_seconds_count{');
    expect(text).not.toContain('process_cpu_user_seconds_total');
  });
});
