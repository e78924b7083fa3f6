import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runModule } from '../testing/run-module';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverKit = path.join(here, '..', 'index.ts');
const tracing = path.join(here, 'index.ts');

/**
 * A hop behind the gateway, traced, in a process of its own (tracing is process-wide): it
 * answers one request with a traceparent marked sampled and one marked not, each making a call
 * onwards, and prints the spans it exported and the traceparent each call onwards carried.
 */
const hop = `
import { createServer } from 'node:http';
import { startTracing } from ${JSON.stringify(tracing)};
let exported = '';
const receiver = createServer((req, res) => { req.on('data', (c) => (exported += c)); req.on('end', () => res.end('{}')); });
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const onwards = [];
const next = createServer((req, res) => { onwards.push(req.headers.traceparent ?? null); res.end('ok'); });
await new Promise((r) => next.listen(0, '127.0.0.1', r));
const tracingHandle = await startTracing('hop', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:' + receiver.address().port, OTEL_TRACES_SAMPLER_ARG: '1' });
// Loaded once tracing listens for them, as main.ts loads a service's modules.
const { request } = await import('node:http');
const kit = await import(${JSON.stringify(serverKit)});
const { default: express } = await import('express');
const app = express();
app.use(kit.httpMetrics(kit.createServiceMetrics('hop', { recording: false })));
app.get('/call', (_req, res) => {
  request('http://127.0.0.1:' + next.address().port + '/', (answer) => { answer.resume(); answer.on('end', () => res.json({ ok: true })); }).end();
});
const running = await kit.listen(app, 0);
const ask = (flags) => fetch(running.url + '/call', { headers: { traceparent: '00-' + flags.repeat(16) + '-' + '1'.repeat(16) + '-' + flags } }).then((r) => r.text());
await ask('00');
await ask('01');
await tracingHandle.shutdown();
const spans = JSON.parse(exported).resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
console.log(JSON.stringify({ spans: spans.map((s) => ({ traceId: s.traceId, name: s.name, kind: s.kind })), onwards }));
process.exit(0);
`;

async function runHop(): Promise<{
  spans: Array<{ traceId: string; name: string; kind: number }>;
  onwards: (string | null)[];
}> {
  const { out, err } = await runModule(hop);
  const line = out.split('\n').find((l) => l.startsWith('{"spans"'));
  if (!line) throw new Error(`no result: ${out}\n${err}`);
  return JSON.parse(line) as Awaited<ReturnType<typeof runHop>>;
}

describe('a hop behind the gateway', () => {
  it('traces the request its caller recorded, and leaves one its caller did not without span or traceparent', async () => {
    const { spans, onwards } = await runHop();
    const sampledTrace = '01'.repeat(16);
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
});
