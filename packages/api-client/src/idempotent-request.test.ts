import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request';
import { submitOnce } from './idempotent-request';

let server: Server;
let base: string;
/** What the server does with each try of the next submission, in order; then 201. */
let script: ('reset' | 502 | 503 | 504 | 400 | 500)[] = [];
let keys: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    keys.push(req.headers['idempotency-key']?.toString());
    req.resume();
    req.on('end', () => {
      const step = script.shift();
      if (step === 'reset') req.socket.destroy();
      else if (step) res.writeHead(step, { 'content-type': 'application/json' }).end('{"message":"not now"}');
      else res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":7}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  keys = [];
});

const quick = { retryDelaysMs: [1, 1, 1] };

describe('submitOnce', () => {
  it('sends one 32-hex-digit Idempotency-Key with every try, through a reset and a 502, until the 201', async () => {
    script = ['reset', 502];
    const res = await submitOnce('POST', `${base}/api/waitlist`, { body: { a: 1 }, ...quick });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 7 });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives each submission a key of its own', async () => {
    await submitOnce('POST', `${base}/a`, { body: {}, ...quick });
    await submitOnce('POST', `${base}/b`, { body: {}, ...quick });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('does not try again after an answer that will not change (400, 500)', async () => {
    script = [400];
    await expect(submitOnce('POST', `${base}/x`, { body: {}, ...quick })).rejects.toMatchObject({ status: 400 });
    script = [500];
    await expect(submitOnce('POST', `${base}/x`, { body: {}, ...quick })).rejects.toMatchObject({ status: 500 });
    expect(keys).toHaveLength(2);
  });

  it('raises the last failure once its tries are used up', async () => {
    script = [503, 504, 502, 503];
    const failure = submitOnce('POST', `${base}/x`, { body: {}, ...quick });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 503 });
    expect(keys).toHaveLength(4);
  });
});
