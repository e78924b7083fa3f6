import { request } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen, type RunningServer } from './http-server';
import { createLogger } from './logger';
import { requestContext } from './request-context';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** A service whose log lines are kept in memory; `edge` as the gateway runs it. */
async function start(level: string, edge: boolean) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestContext(createLogger('svc', level, destination), { edge }));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).json({ message: 'no' }));
  app.get('/broken', (_req, res) => void res.status(500).json({ message: 'broken' }));
  // Never answers: its client gives up first.
  app.get('/slow', () => undefined);
  const server = await listen(app, 0);
  running.push(server);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${server.url}${path}`, { headers });
    await answer.text();
    return answer.headers.get('x-request-id');
  };
  return { lines, get, url: server.url };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
const summary = (line: Record<string, unknown>) => ({
  level: line.level,
  msg: line.msg,
  req: line.req,
  res: line.res,
  clientRequestId: line.clientRequestId,
});

describe('request log lines', () => {
  it('at the edge: one line per request, with a new request id and the client’s own id beside it', async () => {
    const { lines, get } = await start('info', true);
    const id = await get('/ok?token=secret-token&q=ada%40example.com&limit=5', { 'x-request-id': 'client-chosen-id' });
    await get('/missing');
    await settled();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map(summary)).toEqual([
      {
        level: 30,
        msg: 'request completed',
        req: { id, method: 'GET', url: '/ok?token=[redacted]&q=[redacted]&limit=5' },
        res: { statusCode: 200 },
        clientRequestId: 'client-chosen-id',
      },
      expect.objectContaining({ level: 40, res: { statusCode: 404 }, clientRequestId: undefined }),
    ]);
  });

  it('behind the edge: keeps the id it was given, and at info logs only what failed', async () => {
    const { lines, get } = await start('info', false);
    expect(await get('/ok', { 'x-request-id': 'req-from-gateway-1' })).toBe('req-from-gateway-1');
    await get('/missing', { 'x-request-id': 'req-from-gateway-2' });
    await get('/broken', { 'x-request-id': 'req-from-gateway-3' });
    await settled();
    expect(lines.map(summary)).toEqual([
      {
        level: 50,
        msg: 'request completed',
        req: { id: 'req-from-gateway-3', method: 'GET', url: '/broken' },
        res: { statusCode: 500 },
        clientRequestId: undefined,
      },
    ]);
  });

  it('logs a request whose client went away before its answer once, as aborted', async () => {
    const { lines, get, url } = await start('info', true);
    const gone = request(`${url}/slow`);
    gone.on('error', () => undefined).end();
    // The request arrives, then its client hangs up without waiting for the answer.
    await vi.waitFor(() => expect(gone.socket).toBeTruthy());
    setTimeout(() => gone.destroy(), 50);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    await get('/ok');
    await settled();
    expect(lines.map((line) => [line.level, line.msg, (line.res as { statusCode: number }).statusCode])).toEqual([
      [50, 'request aborted', 500],
      [30, 'request completed', 200],
    ]);
  });

  it('behind the edge at debug: every request, by the id the gateway gave it', async () => {
    const { lines, get } = await start('debug', false);
    await get('/ok', { 'x-request-id': 'req-from-gateway-4' });
    await get('/ok', { 'x-request-id': 'not a sane id!' });
    await settled();
    expect(lines.map((line) => [line.level, (line.req as { id: string }).id])).toEqual([
      [20, 'req-from-gateway-4'],
      [20, expect.stringMatching(/^[0-9a-f-]{36}$/)],
    ]);
  });
});
