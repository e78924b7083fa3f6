import { jsonResponse, sendForm, sendFormShowing, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { WAITLIST_FORM_ATTRIBUTION_KEY, WAITLIST_FORM_OUTCOME_KEY } from '../lib/form-outcome';
import { jamieJoins } from '../../../test/jamie-joins';
import { waitlistFormAction } from './waitlist-form-action';

const KEY = 'k0123456789abcdef0123';

const send = (fields: Record<string, string>) =>
  sendFormShowing(waitlistFormAction, '/', fields, WAITLIST_FORM_OUTCOME_KEY);

const JAMIE = {
  fullName: 'Jamie Rivera',
  email: 'jamie@example.com',
  plan: 'quarterly',
  idempotencyKey: KEY,
  website: '',
};

describe('the waitlist form sent as HTML (POST /)', () => {
  it('sends the sign-up as the browser would, with the visitor passed on, and shows the place and referral link', async () => {
    const { fetchMock, requests } = stubRequests(() =>
      jsonResponse(201, { id: 9, message: 'ok', place: 42, referralCode: 'AbCdEfGhIjKl' }),
    );
    const { outcome, shown } = await send(JAMIE);

    expect(outcome).toEqual({ status: 200 });
    expect(requests).toEqual([jamieJoins()]);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      'x-request-id': 'req-1',
      'x-signup-privacy-version': expect.any(String),
      'idempotency-key': KEY,
    });
    expect(headers).not.toHaveProperty('x-signup-website');
    expect(shown).toMatchObject({
      place: { place: 42, referralCode: 'AbCdEfGhIjKl' },
      origin: 'https://freshpouf.com',
    });
  });

  it("passes on the landing address's source drawn into the form (a friend's ?ref= code), and drops one that is not valid", async () => {
    const { fetchMock } = stubRequests(() =>
      jsonResponse(201, { id: 9, message: 'ok', place: 42, referralCode: 'AbCdEfGhIjKl' }),
    );
    await send({ ...JAMIE, attribution: encodeURIComponent('{"ref":"FrIeNd123456"}') });
    await send({ ...JAMIE, attribution: encodeURIComponent('{"referrer":"javascript:alert(1)"}') });

    const headers = fetchMock.mock.calls.map(
      (call) => (call[1]?.headers as Record<string, string>)['x-signup-attribution'],
    );
    expect(headers).toEqual([encodeURIComponent('{"ref":"FrIeNd123456"}'), undefined]);
  });

  it('keeps the source in the form it shows again', async () => {
    stubRequests(() => jsonResponse(201, {}));
    const { queryClient } = await sendForm(waitlistFormAction, '/', {
      ...JAMIE,
      email: 'jamie@',
      attribution: encodeURIComponent('{"ref":"FrIeNd123456"}'),
    });
    expect(queryClient.getQueryData(WAITLIST_FORM_ATTRIBUTION_KEY)).toBe(encodeURIComponent('{"ref":"FrIeNd123456"}'));
  });

  it('counts an address already on the list as joined, without a place', async () => {
    stubRequests(() => jsonResponse(409, { message: 'This email address is already on the waitlist.' }));
    const { outcome, shown } = await send(JAMIE);
    expect(outcome).toEqual({ status: 200 });
    expect(shown).toMatchObject({ joined: { email: 'jamie@example.com' }, place: null });
  });

  it('answers 400 with the schema messages and what was typed, and calls nobody', async () => {
    const { requests } = stubRequests(() => jsonResponse(201, {}));
    const { outcome, shown } = await send({
      fullName: '',
      email: 'jamie@',
      plan: 'family',
      numberOfPoufs: '3',
      frequency: 'weekly',
    });
    expect(outcome).toEqual({ status: 400 });
    expect(requests).toEqual([]);
    expect(shown).toEqual({
      values: expect.objectContaining({
        fullName: '',
        email: 'jamie@',
        plan: 'family',
        isFamily: true,
        numberOfPoufs: 3,
      }),
      errors: {
        fullName: 'Please enter your full name',
        email: 'Please enter a valid email address',
        frequency: 'Please choose a delivery frequency',
      },
    });
  });

  it('refuses a plan no control offers', async () => {
    stubRequests(() => jsonResponse(201, {}));
    const { outcome, shown } = await send({ ...JAMIE, plan: 'weekly' });
    expect(outcome).toEqual({ status: 400 });
    expect(shown).toMatchObject({ errors: { plan: 'Please choose a plan' } });
  });

  it("sends an Early Bird on to checkout with the plan in the address, and nothing of the person's", async () => {
    const { requests } = stubRequests(() => jsonResponse(201, {}));
    const { outcome } = await send({
      ...JAMIE,
      plan: 'family',
      numberOfPoufs: '4',
      frequency: 'bi-monthly',
      earlyBird: 'on',
    });
    expect(outcome).toEqual({ redirect: '/checkout?id=family&subscription=true&poufs=4&frequency=bi-monthly' });
    expect(requests).toEqual([]);
  });

  it("passes on the server's refusal (a limit) with its message, keeping what was typed", async () => {
    stubRequests(() =>
      jsonResponse(429, { message: 'Too many sign-ups from your network. Please wait a few minutes and try again.' }),
    );
    const { outcome, shown } = await send(JAMIE);
    expect(outcome).toEqual({ status: 429 });
    expect(shown).toMatchObject({
      values: { fullName: 'Jamie Rivera', email: 'jamie@example.com' },
      errors: {},
      message: 'Too many sign-ups from your network. Please wait a few minutes and try again.',
    });
  });

  it("shows the server's field messages under the fields", async () => {
    stubRequests(() =>
      jsonResponse(400, {
        message: 'Validation failed',
        fieldErrors: {
          email: ['Please use a permanent email address: throwaway addresses cannot receive our launch news.'],
        },
      }),
    );
    const { outcome, shown } = await send(JAMIE);
    expect(outcome).toEqual({ status: 400 });
    expect(shown).toMatchObject({
      errors: { email: 'Please use a permanent email address: throwaway addresses cannot receive our launch news.' },
    });
  });

  it('says something went wrong when the waitlist cannot be reached, keeping what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
    );
    const { outcome, shown } = await send(JAMIE);
    expect(outcome).toEqual({ status: 503 });
    expect(shown).toMatchObject({
      values: { email: 'jamie@example.com' },
      message: 'Something went wrong. Please try again.',
    });
  });

  it('tells the waitlist when the field only bots see was filled in', async () => {
    const { fetchMock } = stubRequests(() => jsonResponse(201, {}));
    await send({ ...JAMIE, website: 'http://spam.example' });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-signup-website': '1' });
  });
});
