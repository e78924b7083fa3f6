import { jsonResponse, sendFormShowing, stubRequests, VISITOR } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { PORTAL_LINK_OUTCOME_KEY } from '../lib/portal-link-outcome';
import { portalLinkFormAction } from './portal-link-form-action';

const SENT = 'If that address has a Fresh Pouf subscription, a link to manage it is on its way. It works for 7 days.';
const send = (fields: Record<string, string>) =>
  sendFormShowing(portalLinkFormAction, '/manage-subscription', fields, PORTAL_LINK_OUTCOME_KEY);

describe('/manage-subscription\'s "Send me a link" sent as HTML', () => {
  it("asks for the link as the page's script would, with the visitor's address passed on, and says it is on its way", async () => {
    const { fetchMock, requests } = stubRequests(() => jsonResponse(202, { message: SENT }));
    expect(await send({ email: 'grace@example.com' })).toEqual({ outcome: { status: 202 }, shown: { sent: true } });
    expect(requests).toEqual([
      { url: '/api/billing/portal-link', method: 'POST', body: { email: 'grace@example.com' } },
    ]);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ ...VISITOR, 'Content-Type': 'application/json' });
  });

  it("checks the address with the page's message, keeps what was typed and calls nothing", async () => {
    const { requests } = stubRequests(() => jsonResponse(202, { message: SENT }));
    expect(await send({ email: 'not-an-address' })).toEqual({
      outcome: { status: 400 },
      shown: { email: 'not-an-address', error: 'Please enter a valid email address' },
    });
    expect(await send({})).toMatchObject({ outcome: { status: 400 }, shown: { email: '' } });
    expect(requests).toEqual([]);
  });

  it("passes on a limit with the server's words, and says the service is away when it cannot be reached", async () => {
    stubRequests(() => jsonResponse(429, { message: 'Too many requests. Please wait a few minutes and try again.' }));
    expect(await send({ email: 'grace@example.com' })).toEqual({
      outcome: { status: 429 },
      shown: { email: 'grace@example.com', error: 'Too many requests. Please wait a few minutes and try again.' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await send({ email: 'grace@example.com' })).toEqual({
      outcome: { status: 503 },
      shown: {
        email: 'grace@example.com',
        error: 'Managing subscriptions is not available right now. Please try again later.',
      },
    });
  });
});
