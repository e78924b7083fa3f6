import { jsonResponse, sendFormShowing, stubRequests, VISITOR } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { NOT_ME_OUTCOME_KEY } from '../lib/not-me-outcome';
import { notMeFormAction } from './not-me-form-action';

const TOKEN = 'N'.repeat(43);

const send = (fields: Record<string, string>) =>
  sendFormShowing(notMeFormAction, '/waitlist/not-me', fields, NOT_ME_OUTCOME_KEY);

describe('/waitlist/not-me\'s "Remove my address" sent as HTML', () => {
  it("removes the entry the body's token names, as the page's script would, with the visitor's address passed on", async () => {
    const { fetchMock, requests } = stubRequests(() => jsonResponse(200, { outcome: 'removed' }));
    const { outcome, shown } = await send({ token: TOKEN });

    expect(outcome).toEqual({ status: 200 });
    expect(requests).toEqual([{ url: '/api/waitlist/not-me', method: 'POST', body: { token: TOKEN } }]);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ ...VISITOR, 'Content-Type': 'application/json' });
    expect(shown).toEqual({ removed: { outcome: 'removed' } });
  });

  it('pressed again, the answer is the same page: removed earlier', async () => {
    stubRequests(() => jsonResponse(200, { outcome: 'already' }));
    expect(await send({ token: TOKEN })).toEqual({
      outcome: { status: 200 },
      shown: { removed: { outcome: 'already' } },
    });
  });

  it("passes on a confirmed address's 409 with the server's words, and a link it does not know as 404", async () => {
    const confirmed =
      'This address confirmed its place, so this link no longer removes it. Every e-mail we send it has an unsubscribe link.';
    stubRequests(() => jsonResponse(409, { message: confirmed }));
    expect(await send({ token: TOKEN })).toEqual({
      outcome: { status: 409 },
      shown: { failed: { status: 409, message: confirmed } },
    });
    stubRequests(() => jsonResponse(404, { message: 'Not found' }));
    expect(await send({ token: TOKEN })).toEqual({
      outcome: { status: 404 },
      shown: { failed: { status: 404, message: 'Not found' } },
    });
  });

  it('answers 503 when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await send({ token: TOKEN })).toEqual({ outcome: { status: 503 }, shown: { failed: { status: 503 } } });
  });

  it('reads the token from the body only: without a good one nothing is called', async () => {
    const { requests } = stubRequests(() => jsonResponse(200, { outcome: 'removed' }));
    expect(await send({})).toEqual({
      outcome: { status: 400 },
      shown: { failed: { status: 400, message: 'This link is not one we sent, or it was mistyped.' } },
    });
    expect(await send({ token: `${TOKEN}!` })).toMatchObject({ outcome: { status: 400 } });
    expect(requests).toEqual([]);
  });
});
