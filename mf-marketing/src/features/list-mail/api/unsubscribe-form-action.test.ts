import { jsonResponse, sendForm, stubRequests, VISITOR } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE_OUTCOME_KEY } from '../lib/unsubscribe-outcome';
import { unsubscribeFormAction } from './unsubscribe-form-action';

const TOKEN = 'U'.repeat(43);
const ASKED = 'Done: you get no more announcements, and our team will erase your data within 30 days.';

async function send(fields: Record<string, string>) {
  const { outcome, queryClient } = await sendForm(unsubscribeFormAction, '/unsubscribe', fields);
  return {
    outcome,
    shown: queryClient.getQueryData(UNSUBSCRIBE_OUTCOME_KEY),
    subscription: queryClient.getQueryData(['list-mail', 'subscription', TOKEN]),
  };
}

/** What each call was sent: address, body and the headers the action added to the visitor's. */
const sent = (fetchMock: ReturnType<typeof stubRequests>['fetchMock']) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    body: JSON.parse(String(init?.body)),
    headers: init?.headers,
  }));

const HEADERS = { ...VISITOR, 'Content-Type': 'application/json' };

describe('/unsubscribe: Unsubscribe and Subscribe again sent as HTML', () => {
  it("unsubscribes the body's token as the page's script would, with the visitor passed on, and leaves the new state for the page", async () => {
    const { fetchMock } = stubRequests({ '/api/unsubscribe/confirm': () => jsonResponse(200, { subscribed: false }) });
    expect(await send({ token: TOKEN, intent: 'unsubscribe' })).toEqual({
      outcome: { status: 200 },
      shown: { intent: 'unsubscribe', changed: true },
      subscription: { subscribed: false, erasureRequested: false, blocked: null },
    });
    expect(sent(fetchMock)).toEqual([
      { url: '/api/unsubscribe/confirm', method: 'POST', body: { token: TOKEN }, headers: HEADERS },
    ]);
  });

  it('subscribes again', async () => {
    const { fetchMock } = stubRequests({
      '/api/unsubscribe/resubscribe': () => jsonResponse(200, { subscribed: true }),
    });
    expect(await send({ token: TOKEN, intent: 'resubscribe' })).toEqual({
      outcome: { status: 200 },
      shown: { intent: 'resubscribe', changed: true },
      subscription: { subscribed: true, erasureRequested: false, blocked: null },
    });
    expect(sent(fetchMock)).toEqual([
      { url: '/api/unsubscribe/resubscribe', method: 'POST', body: { token: TOKEN }, headers: HEADERS },
    ]);
  });

  it('passes on a link the server does not know (404), and says so when it cannot be reached (503), changing nothing it knows', async () => {
    stubRequests(() => jsonResponse(404, { message: 'This unsubscribe link is not one we sent, or it was mistyped.' }));
    expect(await send({ token: TOKEN, intent: 'unsubscribe' })).toEqual({
      outcome: { status: 404 },
      shown: {
        intent: 'unsubscribe',
        failed: { status: 404, message: 'This unsubscribe link is not one we sent, or it was mistyped.' },
      },
      subscription: undefined,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await send({ token: TOKEN, intent: 'resubscribe' })).toEqual({
      outcome: { status: 503 },
      shown: { intent: 'resubscribe', failed: { status: 503 } },
      subscription: undefined,
    });
  });

  it('reads the token from the body only, and takes no form it does not know; nobody is called', async () => {
    const { requests } = stubRequests(() => jsonResponse(200, { subscribed: false }));
    expect(await send({ intent: 'unsubscribe' })).toEqual({
      outcome: { status: 400 },
      shown: {
        intent: 'unsubscribe',
        failed: { status: 400, message: 'This unsubscribe link is not one we sent, or it was mistyped.' },
      },
      subscription: undefined,
    });
    expect(await send({ token: TOKEN, intent: 'erase-everything' })).toEqual({
      outcome: { status: 400 },
      shown: undefined,
      subscription: undefined,
    });
    expect(await send({ token: TOKEN })).toEqual({
      outcome: { status: 400 },
      shown: undefined,
      subscription: undefined,
    });
    expect(requests).toEqual([]);
  });
});

describe('/unsubscribe: "Delete my data" sent as HTML', () => {
  it('"Delete my data" only asks: nobody is called, and the page draws the question', async () => {
    const { requests } = stubRequests(() => jsonResponse(202, { message: ASKED }));
    expect(await send({ token: TOKEN, intent: 'delete-data' })).toEqual({
      outcome: { status: 200 },
      shown: { intent: 'delete-data', confirming: true },
      subscription: undefined,
    });
    expect(requests).toEqual([]);
  });

  it('"Yes, delete my data" asks for erasure with the link token, with the server\'s words and status, then reads the subscription for the page', async () => {
    const { fetchMock } = stubRequests({
      '/api/data-requests': () => jsonResponse(202, { message: ASKED }),
      '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: false, erasureRequested: true }),
    });
    expect(await send({ token: TOKEN, intent: 'delete-data-confirmed' })).toEqual({
      outcome: { status: 202 },
      shown: { intent: 'delete-data-confirmed', accepted: ASKED },
      subscription: { subscribed: false, erasureRequested: true, blocked: null },
    });
    expect(sent(fetchMock)).toEqual([
      { url: '/api/data-requests', method: 'POST', body: { token: TOKEN }, headers: HEADERS },
      { url: '/api/unsubscribe/state', method: 'POST', body: { token: TOKEN }, headers: HEADERS },
    ]);
  });

  it('passes on a limit with its status', async () => {
    stubRequests({
      '/api/data-requests': () =>
        jsonResponse(429, { message: 'Too many requests from this address. Please try again later.' }),
      '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: true }),
    });
    expect(await send({ token: TOKEN, intent: 'delete-data-confirmed' })).toEqual({
      outcome: { status: 429 },
      shown: {
        intent: 'delete-data-confirmed',
        failed: { status: 429, message: 'Too many requests from this address. Please try again later.' },
      },
      subscription: { subscribed: true, erasureRequested: false, blocked: null },
    });
  });
});
