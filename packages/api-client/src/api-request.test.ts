import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, apiRequest } from './api-request';

let server: Server;
let base: string;
const seen: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, contentType: req.headers['content-type'], body });
      if (req.url === '/conflict') {
        res.writeHead(409, { 'content-type': 'application/json' }).end('{"message":"already there"}');
      } else if (req.url === '/bad') {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Please enter your full name"}');
      } else if (req.url === '/empty-error') {
        res.writeHead(503).end();
      } else {
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type', async () => {
    const res = await apiRequest('POST', `${base}/ok`, { body: { a: 1 } });
    expect(res.status).toBe(201);
    expect(seen.at(-1)).toEqual({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
  });

  it('sends no content type without a body', async () => {
    await apiRequest('GET', `${base}/ok`);
    expect(seen.at(-1)?.contentType).toBeUndefined();
  });

  it('hands a 409 back to the caller', async () => {
    const res = await apiRequest('POST', `${base}/conflict`, { body: {} });
    expect(res.status).toBe(409);
  });

  it('raises "<status>: <body>" for other failures, exposing the server message', async () => {
    const error = await apiRequest('POST', `${base}/bad`, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('400: {"message":"Please enter your full name"}');
    expect((error as ApiRequestError).serverMessage).toBe('Please enter your full name');
  });

  it('falls back to the status text for an empty error body', async () => {
    const error = await apiRequest('GET', `${base}/empty-error`).catch((e: unknown) => e);
    expect((error as ApiRequestError).message).toBe('503: Service Unavailable');
    expect((error as ApiRequestError).serverMessage).toBeUndefined();
  });
});

describe('apiRequest with conflict: throw', () => {
  it('raises a 409 like any other refusal, with the server message read by the shared schema', async () => {
    const error = await apiRequest('POST', `${base}/conflict`, { body: {}, conflict: 'throw' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(409);
    expect((error as ApiRequestError).serverMessage).toBe('already there');
  });
});

describe('ApiRequestError', () => {
  it('reads per-field messages, first message first, and ignores bodies of another shape', () => {
    const body = JSON.stringify({
      message: 'Invalid input',
      fieldErrors: { email: ['Please enter a valid email address', 'second'], fullName: [] },
    });
    expect(new ApiRequestError(400, body, 'Bad Request').fieldErrors).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(new ApiRequestError(400, '{"error":"x"}', 'Bad Request').serverMessage).toBeUndefined();
    expect(new ApiRequestError(400, '<html>', 'Bad Request').fieldErrors).toEqual({});
  });
});
