import { jsonResponse, sendFormShowing, stubRequests, VISITOR } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_PAGE_OUTCOME_KEY } from '../lib/confirm-outcome';
import { confirmPlaceFormAction } from './confirm-place-form-action';
import { CONFIRMED_PLACE, PLACE_TOKEN } from '../../../test/place-status';

const send = (fields: Record<string, string>) =>
  sendFormShowing(confirmPlaceFormAction, '/waitlist/confirm', fields, CONFIRM_PAGE_OUTCOME_KEY);

describe('/waitlist/confirm\'s "Confirm my place" sent as HTML', () => {
  it("confirms with the body's token, as the page's script would, with the visitor passed on, and shows the place", async () => {
    const { fetchMock, requests } = stubRequests(() =>
      jsonResponse(200, { alreadyConfirmed: false, status: CONFIRMED_PLACE }),
    );
    const { outcome, shown } = await send({ token: PLACE_TOKEN, intent: 'confirm' });

    expect(outcome).toEqual({ status: 200 });
    expect(requests).toEqual([{ url: '/api/waitlist/confirm', method: 'POST', body: { token: PLACE_TOKEN } }]);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ ...VISITOR, 'Content-Type': 'application/json' });
    expect(shown).toEqual({
      intent: 'confirm',
      confirmed: { alreadyConfirmed: false, status: CONFIRMED_PLACE },
      origin: 'https://freshpouf.com',
    });
  });

  it('a used link answers as the first press did: already confirmed, with the place', async () => {
    stubRequests(() => jsonResponse(200, { alreadyConfirmed: true, status: CONFIRMED_PLACE }));
    const { outcome, shown } = await send({ token: PLACE_TOKEN, intent: 'confirm' });
    expect(outcome).toEqual({ status: 200 });
    expect(shown).toEqual({
      intent: 'confirm',
      confirmed: { alreadyConfirmed: true, status: CONFIRMED_PLACE },
      origin: 'https://freshpouf.com',
    });
  });

  it("passes on an expired link's 410 and an unknown link's 404 with the server's words", async () => {
    stubRequests(() => jsonResponse(410, { message: 'This confirm link has expired.' }));
    expect(await send({ token: PLACE_TOKEN, intent: 'confirm' })).toEqual({
      outcome: { status: 410 },
      shown: { intent: 'confirm', failed: { status: 410, message: 'This confirm link has expired.' } },
    });
    stubRequests(() => jsonResponse(404, { message: 'This confirm link is not one we sent, or it was mistyped.' }));
    expect(await send({ token: PLACE_TOKEN, intent: 'confirm' })).toEqual({
      outcome: { status: 404 },
      shown: {
        intent: 'confirm',
        failed: { status: 404, message: 'This confirm link is not one we sent, or it was mistyped.' },
      },
    });
  });

  it('answers 503 when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await send({ token: PLACE_TOKEN, intent: 'confirm' })).toEqual({
      outcome: { status: 503 },
      shown: { intent: 'confirm', failed: { status: 503 } },
    });
  });

  it('reads the token from the body only: a body without a good one is refused, and nobody is called', async () => {
    const { requests } = stubRequests(() => jsonResponse(200, {}));
    expect(await send({ intent: 'confirm' })).toEqual({
      outcome: { status: 400 },
      shown: {
        intent: 'confirm',
        failed: { status: 400, message: 'This confirm link is not one we sent, or it was mistyped.' },
      },
    });
    expect(await send({ token: 'short', intent: 'confirm' })).toMatchObject({ outcome: { status: 400 } });
    expect(requests).toEqual([]);
  });

  it('takes no form it does not know', async () => {
    const { requests } = stubRequests(() => jsonResponse(200, {}));
    expect(await send({ token: PLACE_TOKEN, intent: 'erase-everything' })).toEqual({
      outcome: { status: 400 },
      shown: undefined,
    });
    expect(await send({ token: PLACE_TOKEN })).toEqual({ outcome: { status: 400 }, shown: undefined });
    expect(requests).toEqual([]);
  });
});

describe('/waitlist/confirm\'s "Send me a new link" sent as HTML', () => {
  it("asks for a new link for an expired link's entry by its token", async () => {
    const { fetchMock, requests } = stubRequests(() =>
      jsonResponse(202, {
        message: 'If that address is on the list and still to be confirmed, a new link is on its way.',
      }),
    );
    const { outcome, shown } = await send({ token: PLACE_TOKEN, intent: 'new-link' });
    expect(outcome).toEqual({ status: 202 });
    expect(requests).toEqual([{ url: '/api/waitlist/confirm-link', method: 'POST', body: { token: PLACE_TOKEN } }]);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      'x-request-id': 'req-1',
    });
    expect(shown).toEqual({ intent: 'new-link', sent: true });
  });

  it('asks for a new link for a typed address, and never by the link it came from', async () => {
    const { requests } = stubRequests(() => jsonResponse(202, { message: 'sent' }));
    const { outcome, shown } = await send({
      token: 'x'.repeat(43),
      intent: 'new-link-by-email',
      email: 'jane@example.com',
    });
    expect(outcome).toEqual({ status: 202 });
    expect(requests).toEqual([
      { url: '/api/waitlist/confirm-link', method: 'POST', body: { email: 'jane@example.com' } },
    ]);
    expect(shown).toEqual({ intent: 'new-link-by-email', sent: true });
  });

  it("refuses an address that is not one with the form's own message, keeping what was typed, and calls nobody", async () => {
    const { requests } = stubRequests(() => jsonResponse(202, {}));
    const { outcome, shown } = await send({ intent: 'new-link-by-email', email: 'jane@' });
    expect(outcome).toEqual({ status: 400 });
    expect(shown).toEqual({ intent: 'new-link-by-email', error: 'Please enter a valid email address', email: 'jane@' });
    expect(requests).toEqual([]);
  });

  it("passes on a limit with the server's words, and says so in ours when the API cannot be reached", async () => {
    stubRequests(() =>
      jsonResponse(429, { message: 'Too many requests from your network. Please wait a few minutes and try again.' }),
    );
    expect(await send({ token: PLACE_TOKEN, intent: 'new-link' })).toEqual({
      outcome: { status: 429 },
      shown: {
        intent: 'new-link',
        error: 'Too many requests from your network. Please wait a few minutes and try again.',
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await send({ intent: 'new-link-by-email', email: 'jane@example.com' })).toEqual({
      outcome: { status: 503 },
      shown: {
        intent: 'new-link-by-email',
        error: 'We could not send a link just now. Please try again.',
        email: 'jane@example.com',
      },
    });
  });
});
