import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, type TestDatabase, validSignup } from '../testing';
import { logLines, type ServiceProcess, spawnService, waitForReadiness } from './service-process';

/** One span as the OTLP/HTTP JSON export carries it, with its process's service.name. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: Array<{ traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: OtlpAttribute[] }> }>;
  }>;
}

const valueOf = (v: OtlpValue) => v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue;
const attributesOf = (list: OtlpAttribute[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

/** A collector at the network edge: takes OTLP/HTTP JSON exports and keeps their spans. */
function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const exported = JSON.parse(body) as OtlpExport;
        for (const resource of exported.resourceSpans ?? []) {
          const service = String(attributesOf(resource.resource?.attributes)['service.name']);
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) spans.push({ ...span, service, attributes: attributesOf(span.attributes) });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server })));
}

describe('one trace across gateway, bff-public, core-service and PostgreSQL', () => {
  let db: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  const running: ServiceProcess[] = [];
  const ports = { core: 0, bff: 0, gateway: 0 };
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const token = randomBytes(24).toString('hex');

  beforeAll(async () => {
    db = await createTestDatabase();
    receiver = await startOtlpReceiver();
    ports.core = await freePort();
    ports.bff = await freePort();
    ports.gateway = await freePort();
    const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_TRACES_SAMPLER_ARG: '1', LOG_LEVEL: 'info' };
    const core = spawnService('core-service/src/main.ts', {
      ...traced,
      PORT: String(ports.core),
      DATABASE_URL: db.url,
      CORE_SERVICE_TOKEN: token,
      ADMIN_PASSWORD: 'trace-test-admin-password',
      WAITLIST_MIN_FILL_MS: '0',
    });
    running.push(core);
    await waitForReadiness(url(ports.core), 200, core);
    const bff = spawnService('bff-public/src/main.ts', { ...traced, PORT: String(ports.bff), CORE_SERVICE_URL: url(ports.core), CORE_SERVICE_TOKEN: token });
    running.push(bff);
    await waitForReadiness(url(ports.bff), 200, bff);
    const gateway = spawnService('gateway/src/main.ts', { ...traced, PORT: String(ports.gateway), BFF_PUBLIC_URL: url(ports.bff), SSR_ENABLED: 'false' });
    running.push(gateway);
    await waitForReadiness(url(ports.gateway), 200, gateway);
  }, 120_000);

  afterAll(async () => {
    for (const process of running.reverse()) await process.stop();
    receiver?.server.close();
    await db?.drop();
  });

  it('exports the spans of one sign-up as one trace, with the database span and no personal data', async () => {
    const signup = validSignup({ fullName: 'Ada Tracewell' }, 'traced');
    const answer = await fetch(`${url(ports.gateway)}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signup),
    });
    expect(answer.status).toBe(201);
    const requestId = answer.headers.get('x-request-id');

    // The gateway's server span of the sign-up is the trace's root.
    const isQuery = (s: ReceivedSpan) => (s.attributes['db.system.name'] ?? s.attributes['db.system']) === 'postgresql';
    const rootOf = () => receiver.spans.find((s) => s.service === 'gateway' && !s.parentSpanId && (s.attributes['http.request.method'] ?? s.attributes['http.method']) === 'POST');
    const deadline = Date.now() + 20_000;
    let services: string[] = [];
    let traceId = '';
    while (Date.now() < deadline) {
      traceId = rootOf()?.traceId ?? '';
      const inTrace = receiver.spans.filter((s) => s.traceId === traceId);
      services = [...new Set(inTrace.map((s) => s.service))].sort();
      if (services.length === 3 && inTrace.some((s) => s.service === 'core-service' && isQuery(s))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const trace = receiver.spans.filter((s) => s.traceId === traceId);
    expect(services).toEqual(['bff-public', 'core-service', 'gateway']);
    const queries = trace.filter(isQuery);
    expect(queries.length).toBeGreaterThan(0);
    // Every span hangs from another of the same trace, up to the gateway's.
    const ids = new Set(trace.map((s) => s.spanId));
    expect(trace.filter((s) => s.parentSpanId && !ids.has(s.parentSpanId))).toEqual([]);

    const everything = JSON.stringify(trace);
    expect(everything).not.toContain(signup.email);
    expect(everything).not.toContain('Tracewell');

    // Each service's log line of the request names the trace (lines go out in batches, within a second).
    const loggedNow = () => running.flatMap((p) => logLines(p.output())).filter((line) => (line.req as { id?: string } | undefined)?.id === requestId);
    const logDeadline = Date.now() + 10_000;
    while (loggedNow().length < 3 && Date.now() < logDeadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const logged = loggedNow();
    expect(logged.map((line) => line.trace_id)).toEqual(logged.map(() => traceId));
    expect(logged.length).toBe(3);
  });
});
