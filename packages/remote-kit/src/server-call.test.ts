import { createQueryClient } from '@fresh-pouf/api-client';
import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { publicApi } from '@fresh-pouf/contracts';
import { describe, expect, it } from 'vitest';
import { postFromServer } from './server-call';

const TOKEN = 'a'.repeat(43);
// The server's query client, made with bff-public's address as the shell's server render makes it.
const context = {
  queryClient: createQueryClient({ apiOrigin: 'http://127.0.0.1:4100' }),
  headers: { 'x-forwarded-for': '203.0.113.9' },
  signal: new AbortController().signal,
};

describe("a server action's call through postFromServer", () => {
  it("sends the route's method, path and body to the server's API origin with the visitor's headers, and reads the answer with its schema", async () => {
    const { fetchMock, requests } = stubRequests(() => jsonResponse(200, { outcome: 'removed' }));
    const answer = await postFromServer(publicApi.waitlist.notMe, { body: { token: TOKEN } }, context);
    expect(answer).toEqual({ ok: true, status: 200, data: { outcome: 'removed' } });
    expect(requests).toEqual([
      { url: 'http://127.0.0.1:4100/api/waitlist/not-me', method: 'POST', body: { token: TOKEN } },
    ]);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({
      'x-forwarded-for': '203.0.113.9',
      'Content-Type': 'application/json',
    });
  });

  it('gives a refusal as its status and the server message (a 409 too)', async () => {
    stubRequests(() => jsonResponse(409, { message: 'This address confirmed its place.' }));
    expect(await postFromServer(publicApi.waitlist.notMe, { body: { token: TOKEN } }, context)).toEqual({
      ok: false,
      status: 409,
      message: 'This address confirmed its place.',
    });
  });

  it('says 502 for an answer the route does not describe, and 503 for no answer', async () => {
    stubRequests(() => jsonResponse(200, { outcome: 'vanished' }));
    expect(await postFromServer(publicApi.waitlist.notMe, { body: { token: TOKEN } }, context)).toEqual({
      ok: false,
      status: 502,
    });
    stubRequests(() => Promise.reject(new TypeError('fetch failed')));
    expect(await postFromServer(publicApi.waitlist.notMe, { body: { token: TOKEN } }, context)).toEqual({
      ok: false,
      status: 503,
    });
  });
});
