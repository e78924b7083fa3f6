import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, type TestDatabase, validSignup } from '../testing';
import { logLines, type ServiceProcess, spawnService, waitForReadiness } from '../testing/service-process';

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
    scopeSpans?: Array<{
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        attributes?: OtlpAttribute[];
      }>;
    }>;
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
            for (const span of scope.spans ?? [])
              spans.push({ ...span, service, attributes: attributesOf(span.attributes) });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server }),
    ),
  );
}

describe('one trace across gateway, bff-public, core-service and PostgreSQL', () => {
  let db: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let postmark: FakePostmark;
  const running: ServiceProcess[] = [];
  const ports = { core: 0, bff: 0, gateway: 0 };
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const token = randomBytes(24).toString('hex');
  /** Every service's log lines of one request (by the id the gateway gave it). */
  const linesOf = (requestId: string | null) =>
    running
      .flatMap((p) => logLines(p.output()))
      .filter((line) => (line.req as { id?: string } | undefined)?.id === requestId);

  beforeAll(async () => {
    db = await createTestDatabase();
    receiver = await startOtlpReceiver();
    postmark = await startFakePostmark();
    ports.core = await freePort();
    ports.bff = await freePort();
    ports.gateway = await freePort();
    // The hops behind the gateway log an ordinary request at debug: here every hop's line is wanted.
    // Every request is traced, however quickly the tests follow each other (the cap has a test of its own).
    const traced = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_TRACES_SAMPLER_ARG: '1',
      TRACES_MAX_PER_SECOND: '1000',
      LOG_LEVEL: 'debug',
    };
    const core = spawnService('core-service/src/main.ts', {
      ...traced,
      PORT: String(ports.core),
      DATABASE_URL: db.url,
      CORE_SERVICE_TOKEN: token,
      ADMIN_PASSWORD: 'trace-test-admin-password',
      WAITLIST_MIN_FILL_MS: '0',
      POSTMARK_SERVER_TOKEN: 'trace-test-postmark-token',
      POSTMARK_API_URL: postmark.url,
    });
    running.push(core);
    await waitForReadiness(url(ports.core), 200, core);
    const bff = spawnService('bff-public/src/main.ts', {
      ...traced,
      PORT: String(ports.bff),
      CORE_SERVICE_URL: url(ports.core),
      CORE_SERVICE_TOKEN: token,
    });
    running.push(bff);
    await waitForReadiness(url(ports.bff), 200, bff);
    const gateway = spawnService('gateway/src/main.ts', {
      ...traced,
      PORT: String(ports.gateway),
      BFF_PUBLIC_URL: url(ports.bff),
      SSR_ENABLED: 'false',
    });
    running.push(gateway);
    await waitForReadiness(url(ports.gateway), 200, gateway);
  }, 120_000);

  afterAll(async () => {
    for (const process of running.reverse()) await process.stop();
    receiver?.server.close();
    await postmark?.close();
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
    // The outbox's send of the sign-up's e-mail, later and apart from the request, joins its trace.
    const isSend = (s: ReceivedSpan) => s.service === 'core-service' && s.name === 'outbox send';
    const isRoot = (s: ReceivedSpan) =>
      s.service === 'gateway' &&
      !s.parentSpanId &&
      (s.attributes['http.request.method'] ?? s.attributes['http.method']) === 'POST';
    const deadline = Date.now() + 20_000;
    let services: string[] = [];
    let traceId = '';
    while (Date.now() < deadline) {
      // The gateway's log line of the request names its trace.
      traceId = String(linesOf(requestId).find((line) => line.trace_id)?.trace_id ?? '');
      const inTrace = receiver.spans.filter((s) => s.traceId === traceId);
      services = [...new Set(inTrace.map((s) => s.service))].sort();
      if (
        services.length === 3 &&
        inTrace.some((s) => s.service === 'core-service' && isQuery(s)) &&
        inTrace.some(isSend)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const trace = receiver.spans.filter((s) => s.traceId === traceId);
    expect(services).toEqual(['bff-public', 'core-service', 'gateway']);
    expect(trace.filter(isRoot).length).toBe(1);
    const queries = trace.filter(isQuery);
    expect(queries.length).toBeGreaterThan(0);
    // Every span hangs from another of the same trace, up to the gateway's.
    const ids = new Set(trace.map((s) => s.spanId));
    expect(trace.filter((s) => s.parentSpanId && !ids.has(s.parentSpanId))).toEqual([]);

    const send = trace.find(isSend);
    expect(send?.attributes).toEqual({ 'email.stream': 'outbound', 'outbox.attempt': 1 });
    // Postmark's call is a span under the send, and carries the trace on the wire.
    const postmarkCall = trace.find(
      (s) =>
        s.parentSpanId === send?.spanId &&
        (s.attributes['http.request.method'] ?? s.attributes['http.method']) === 'POST',
    );
    expect(postmarkCall?.service).toBe('core-service');
    const [email] = await postmark.waitForEmails(1, { to: signup.email });
    expect(email?.traceparent).toBe(`00-${traceId}-${postmarkCall?.spanId ?? ''}-01`);

    const everything = JSON.stringify(trace);
    expect(everything).not.toContain(signup.email);
    expect(everything).not.toContain('Tracewell');

    // Each service's log line of the request names the trace (lines go out in batches, within a second).
    const logDeadline = Date.now() + 10_000;
    while (linesOf(requestId).length < 3 && Date.now() < logDeadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const logged = linesOf(requestId);
    expect(logged.map((line) => line.trace_id)).toEqual(logged.map(() => traceId));
    expect(logged.length).toBe(3);
  });

  it("starts a trace of its own at the gateway, whatever trace a client's request names", async () => {
    const outsideTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const answer = await fetch(`${url(ports.gateway)}/api/waitlist`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${outsideTrace}-00f067aa0ba902b7-01`,
        tracestate: 'outside=1',
        baggage: 'user=outside',
      },
      body: JSON.stringify(validSignup({}, 'outside-trace')),
    });
    expect(answer.status).toBe(201);
    const requestId = answer.headers.get('x-request-id');
    // The request's log lines name the trace each service put it in: the gateway's, in every one.
    const deadline = Date.now() + 20_000;
    let logged: Record<string, unknown>[] = [];
    while (Date.now() < deadline) {
      logged = linesOf(requestId);
      if (logged.length === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const traceIds = new Set(logged.map((line) => line.trace_id));
    expect(traceIds.size).toBe(1);
    const [traceId] = [...traceIds];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traceId).not.toBe(outsideTrace);
    // Its root is the gateway's span, with no parent outside; no span names the client's trace.
    while (
      Date.now() < deadline &&
      !receiver.spans.some((s) => s.traceId === traceId && s.service === 'gateway' && !s.parentSpanId)
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(receiver.spans.some((s) => s.traceId === traceId && s.service === 'gateway' && !s.parentSpanId)).toBe(true);
    expect(receiver.spans.filter((s) => s.traceId === outsideTrace)).toEqual([]);
  });
});
