import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runModule } from '../testing/run-module';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverKit = path.join(here, '..', 'index.ts');
const tracing = path.join(here, 'index.ts');

interface HopResult {
  spans: Array<{ traceId: string; spanId: string; name: string; kind: number }>;
  onwards: (string | null)[];
}

/**
 * A hop behind the gateway, traced, in a process of its own (tracing is process-wide): it
 * answers one request with a traceparent marked sampled and one marked not, each making a call
 * onwards (`callOnwards`, given the next server's URL), and prints the spans it exported and the
 * traceparent each call onwards carried.
 */
const hopScript = (options: string, callOnwards: string, { env = '', flags = ['00', '01'] } = {}) => `
import { createServer } from 'node:http';
import { startTracing } from ${JSON.stringify(tracing)};
let exported = '';
const receiver = createServer((req, res) => { req.on('data', (c) => (exported += c)); req.on('end', () => res.end('{}')); });
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const onwards = [];
const next = createServer((req, res) => { onwards.push(req.headers.traceparent ?? null); res.setHeader('content-type', 'application/json'); res.end('{"ok":true}'); });
await new Promise((r) => next.listen(0, '127.0.0.1', r));
const nextUrl = 'http://127.0.0.1:' + next.address().port;
const tracingHandle = await startTracing('hop', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:' + receiver.address().port, OTEL_TRACES_SAMPLER_ARG: '1'${env} }, ${options});
// Loaded once tracing listens for them, as main.ts loads a service's modules.
const { request } = await import('node:http');
const kit = await import(${JSON.stringify(serverKit)});
const { coreRoute } = await import('@fresh-pouf/contracts');
const { z } = await import('zod');
const { default: express } = await import('express');
const app = express();
app.use(kit.httpMetrics(kit.createServiceMetrics('hop', { recording: false })));
app.get('/call', async (_req, res) => { ${callOnwards}; res.json({ ok: true }); });
const running = await kit.listen(app, 0);
const ask = (flags) => fetch(running.url + '/call', { headers: { traceparent: '00-' + flags.repeat(16) + '-' + '1'.repeat(16) + '-' + flags } }).then((r) => r.text());
for (const flags of ${JSON.stringify(flags)}) await ask(flags);
await tracingHandle.shutdown();
const spans = JSON.parse(exported).resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
console.log(JSON.stringify({ spans: spans.map((s) => ({ traceId: s.traceId, spanId: s.spanId, name: s.name, kind: s.kind })), onwards }));
process.exit(0);
`;

/** A plain http.request onwards, which the http instrumentation traces. */
const rawCall = `await new Promise((done) => request(nextUrl + '/', (answer) => { answer.resume(); answer.on('end', done); }).end())`;

/** A call to core through core-client, which traces its calls itself in a service with its own client spans. */
const coreCall = `
  const route = coreRoute({ method: 'GET', path: '/internal/ping', status: 200, response: z.object({ ok: z.boolean() }), passThrough: [], failureMessage: 'Not now.' });
  const core = kit.createCoreClient({ baseUrl: nextUrl, token: 'a-service-token-of-24-chars', logger: kit.createLogger('hop', 'silent') });
  await core.call(route, {})`;

async function runHop(script: string): Promise<HopResult> {
  const { out, err } = await runModule(script);
  const line = out.split('\n').find((l) => l.startsWith('{"spans"'));
  if (!line) throw new Error(`no result: ${out}\n${err}`);
  return JSON.parse(line) as HopResult;
}

const sampledTrace = '01'.repeat(16);
const SERVER = 2;
const CLIENT = 3;

describe('a hop behind the gateway', () => {
  it('traces the request its caller recorded, and leaves one its caller did not without span or traceparent', async () => {
    const { spans, onwards } = await runHop(hopScript('{}', rawCall));
    expect(spans.map((s) => [s.traceId, s.name])).toEqual(
      expect.arrayContaining([
        [sampledTrace, 'GET /call'],
        [sampledTrace, 'GET'],
      ]),
    );
    expect(spans.every((s) => s.traceId === sampledTrace)).toBe(true);
    // The unsampled request's call onwards carries no trace; the sampled one's carries its own.
    expect(onwards[0]).toBeNull();
    expect(onwards[1]).toMatch(new RegExp(`^00-${sampledTrace}-[0-9a-f]{16}-01$`));
  }, 30_000);

  it('with its own client spans, traces a recorded call to core as a client span that the call carries', async () => {
    const { spans, onwards } = await runHop(hopScript('{ ownClientSpans: true }', coreCall));
    // The server called onwards lives in the same process, so its span is exported too.
    expect(spans.map((s) => [s.traceId, s.name, s.kind]).sort()).toEqual([
      [sampledTrace, 'GET /call', SERVER],
      [sampledTrace, 'GET', SERVER],
      [sampledTrace, 'GET', CLIENT],
    ]);
    const client = spans.find((s) => s.kind === CLIENT);
    expect(onwards).toEqual([null, `00-${sampledTrace}-${client?.spanId ?? ''}-01`]);
  }, 30_000);

  it('with its own client spans, leaves a plain http.request of a recorded request untouched', async () => {
    const { spans, onwards } = await runHop(hopScript('{ ownClientSpans: true }', rawCall));
    expect(spans.map((s) => [s.traceId, s.name, s.kind])).toEqual([[sampledTrace, 'GET /call', SERVER]]);
    expect(onwards).toEqual([null, null]);
  }, 30_000);
});

describe('the edge', () => {
  it('starts no more traces a second than TRACES_MAX_PER_SECOND, however many requests arrive', async () => {
    // Every request drawn (share 1), five in a row, a budget of two: two are traced. (No call
    // onwards: its server, in the same process, would be an edge drawing from the budget too.)
    const { spans } = await runHop(
      hopScript('{ edge: true }', '', { env: ", TRACES_MAX_PER_SECOND: '2'", flags: ['01', '01', '01', '01', '01'] }),
    );
    expect(spans.map((s) => [s.name, s.kind])).toEqual([
      ['GET /call', SERVER],
      ['GET /call', SERVER],
    ]);
  }, 30_000);
});
