import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { bffRoute } from '@fresh-pouf/contracts';
import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from './api-request';
import { IDEMPOTENCY_KEY_HEADER } from '@fresh-pouf/contracts';
import { callRoute, sendRoute, submitRouteOnce } from './route-client';
import { createQueryClient } from './query-client';

/** A small browser API, described once, as packages/contracts/src/bff-api describes the BFFs'. */
const api = {
  rename: bffRoute({
    method: 'PUT',
    path: '/api/things/:id/name',
    query: z.object({ dryRun: z.boolean().optional(), tag: z.string().optional() }),
    body: z.object({ name: z.string() }),
    status: 200,
    response: z.object({ id: z.number(), name: z.string() }),
    errors: [400, 404, 409],
  }),
  join: bffRoute({
    method: 'POST',
    path: '/api/list',
    body: z.object({ email: z.string() }),
    status: 201,
    response: z.object({ id: z.number() }),
    conflict: z.object({ message: z.string() }),
    errors: [400],
  }),
};

describe('callRoute', () => {
  it('sends the method, the filled path, the defined query values in order and the JSON body', async () => {
    const { requests } = stubRequests(() => jsonResponse(200, { id: 7, name: 'Pouf' }));
    const answer = await callRoute(api.rename, {
      params: { id: 'a b' },
      query: { tag: 'x', dryRun: true },
      body: { name: 'Pouf' },
    });
    expect(answer).toEqual({ id: 7, name: 'Pouf' });
    expect(requests).toEqual([
      { url: '/api/things/a%20b/name?tag=x&dryRun=true', method: 'PUT', body: { name: 'Pouf' } },
    ]);
  });

  it('leaves undefined query values out of the URL', async () => {
    const { requests } = stubRequests(() => jsonResponse(200, { id: 7, name: 'Pouf' }));
    await callRoute(api.rename, { params: { id: 7 }, query: { tag: undefined }, body: { name: 'Pouf' } });
    expect(requests[0]?.url).toBe('/api/things/7/name');
  });

  it('raises a 409 the route does not describe as an answer, with the server message', async () => {
    stubRequests(() => jsonResponse(409, { message: 'That name is taken' }));
    const error = await callRoute(api.rename, { params: { id: 7 }, query: {}, body: { name: 'Pouf' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(409);
    expect((error as ApiRequestError).serverMessage).toBe('That name is taken');
  });

  it('reads a described 409 as the answer', async () => {
    stubRequests(() => jsonResponse(409, { message: 'Already on the list' }));
    expect(await callRoute(api.join, { body: { email: 'a@example.com' } })).toEqual({ message: 'Already on the list' });
  });

  it('refuses a success body of another shape', async () => {
    stubRequests(() => jsonResponse(201, { id: 'seven' }));
    await expect(callRoute(api.join, { body: { email: 'a@example.com' } })).rejects.toThrow(/expected number/);
  });
});

describe('the API origin of a query client', () => {
  it("sends a call made for a server's query client to that client's API origin, and leaves others on the page's", async () => {
    const { requests } = stubRequests(() => jsonResponse(201, { id: 3 }));
    const server = createQueryClient({ apiOrigin: 'http://127.0.0.1:4100' });
    await callRoute(api.join, { body: { email: 'a@example.com' } }, { client: server });
    await callRoute(api.join, { body: { email: 'b@example.com' } }, { client: createQueryClient() });
    await submitRouteOnce(api.join, { body: { email: 'c@example.com' } }, { client: server });
    expect(requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:4100/api/list',
      '/api/list',
      'http://127.0.0.1:4100/api/list',
    ]);
  });

  it('never travels with the data the page hands to the browser', async () => {
    stubRequests(() => jsonResponse(201, { id: 3 }));
    const server = createQueryClient({ apiOrigin: 'http://127.0.0.1:4100' });
    await server.prefetchQuery({
      queryKey: ['/api/list'],
      queryFn: ({ client }) => callRoute(api.join, { body: { email: 'a@example.com' } }, { client }),
    });
    expect(JSON.stringify(dehydrate(server))).not.toContain('4100');
  });
});

describe('sendRoute', () => {
  it('hands the raw answer back (a download), with the headers asked for', async () => {
    const { fetchMock } = stubRequests(() => new Response('a,b', { status: 200 }));
    const response = await sendRoute(api.join, { body: { email: 'a@example.com' } }, { headers: { 'X-A': '1' } });
    expect(await response.text()).toBe('a,b');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ 'X-A': '1', 'Content-Type': 'application/json' });
  });
});

describe('submitRouteOnce', () => {
  it('tries again after a 503 with the same idempotency key, and hands back the described 409', async () => {
    const answers = [
      jsonResponse(503, { message: 'Try later' }),
      jsonResponse(409, { message: 'Already on the list' }),
    ];
    const { fetchMock, requests } = stubRequests(() => answers.shift() ?? jsonResponse(500, {}));
    const response = await submitRouteOnce(api.join, { body: { email: 'a@example.com' } }, { retryDelaysMs: [0] });
    expect(response.status).toBe(409);
    expect(requests).toEqual([
      { url: '/api/list', method: 'POST', body: { email: 'a@example.com' } },
      { url: '/api/list', method: 'POST', body: { email: 'a@example.com' } },
    ]);
    const keys = fetchMock.mock.calls.map(
      (call) => (call[1]?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER],
    );
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('raises a 400 at once, without trying again', async () => {
    const { requests } = stubRequests(() => jsonResponse(400, { message: 'Email is invalid' }));
    const error = await submitRouteOnce(api.join, { body: { email: 'x' } }, { retryDelaysMs: [0, 0] }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiRequestError).status).toBe(400);
    expect(requests).toHaveLength(1);
  });
});
