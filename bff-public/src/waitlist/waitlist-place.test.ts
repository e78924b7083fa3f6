import { mailedLinks, type TestCore, startTestCore, validSignup } from 'core-service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../testing/start-test-bff';

type Bff = Awaited<ReturnType<typeof startTestBff>>;

// The public side of confirming and of the status page: what a browser sends and is told.
describe('confirm and status links through bff-public', () => {
  let core: TestCore;
  let bff: Bff;
  beforeAll(async () => {
    core = await startTestCore({ PUBLIC_SITE_URL: 'https://freshpouf.example' });
    // Trusting the test's own address as the gateway lets each visitor name its client address.
    bff = await startTestBff(core, {
      WAITLIST_RATE_LIMIT_MAX: 1000,
      CONFIRM_LINK_RATE_LIMIT_MAX: 2,
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await bff?.close();
    await core?.close();
  });

  /** Grace signs up through the BFF; her e-mail's links are what only her inbox knows. */
  async function signUp(headers: Record<string, string> = {}) {
    const body = validSignup(
      { fullName: 'Grace Hopper', plan: 'monthly', frequency: 'monthly', joinDate: '2026-11-23' },
      'grace',
    );
    const res = await bff.post('/api/waitlist', body, headers);
    expect(res.status).toBe(201);
    const { confirm, status } = await mailedLinks(core, body.email);
    return {
      email: body.email,
      ...((await res.json()) as { id: number; place: number; referralCode: string }),
      confirm: confirm ?? '',
      status: status ?? '',
    };
  }

  it('shows a link, confirms it, then shows the place; nothing is cached', async () => {
    const grace = await signUp();
    const state = await bff.post('/api/waitlist/confirm-link/state', { token: grace.confirm });
    expect(state.status).toBe(200);
    expect(state.headers.get('cache-control')).toBe('no-store');
    expect(await state.json()).toEqual({ state: 'ready' });

    const confirmed = await bff.post('/api/waitlist/confirm', { token: grace.confirm });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      alreadyConfirmed: false,
      status: {
        place: grace.place,
        total: grace.place,
        referrals: 0,
        heldReferrals: 0,
        referralCode: grace.referralCode,
        confirmed: true,
        boost: 5,
      },
    });

    const status = await bff.post('/api/waitlist/status', { token: grace.status });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ place: grace.place, confirmed: true });
  });

  const statusOf = async (token: string) =>
    (await (await bff.post('/api/waitlist/status', { token })).json()) as {
      place: number;
      referrals: number;
      heldReferrals: number;
    };

  it('a referral through the link credits the referrer once the friend confirms', async () => {
    const referrer = await signUp({ 'x-forwarded-for': '203.0.113.1' });
    const attribution = encodeURIComponent(JSON.stringify({ ref: referrer.referralCode }));
    const friend = await signUp({ 'x-signup-attribution': attribution, 'x-forwarded-for': '203.0.113.2' });
    expect(await statusOf(referrer.status)).toMatchObject({ referrals: 0, heldReferrals: 0 });
    await bff.post('/api/waitlist/confirm', { token: friend.confirm });
    expect(await statusOf(referrer.status)).toMatchObject({ referrals: 1, heldReferrals: 0 });
  });

  it("a friend from the referrer's own client address, with no consent header, is held and moves nobody", async () => {
    const referrer = await signUp({ 'x-forwarded-for': '203.0.113.9' });
    const attribution = encodeURIComponent(JSON.stringify({ ref: referrer.referralCode }));
    // A script leaves the consent header out: the client address travels with every sign-up all the same.
    const friend = await signUp({ 'x-signup-attribution': attribution, 'x-forwarded-for': '203.0.113.9' });
    const before = await statusOf(referrer.status);
    await bff.post('/api/waitlist/confirm', { token: friend.confirm });
    expect(await statusOf(referrer.status)).toEqual({ ...before, referrals: 0, heldReferrals: 1 });
    expect(
      await core.query('SELECT referral_state, referral_hold_reason FROM waitlist_entries WHERE email = $1', [
        friend.email,
      ]),
    ).toEqual([{ referral_state: 'held', referral_hold_reason: 'same-address' }]);
  });

  it('answers unknown and malformed tokens with readable 404 and 400', async () => {
    const unknown = await bff.post('/api/waitlist/confirm', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      message: 'This confirm link is not one we sent, or it was mistyped.',
    });
    const malformed = await bff.post('/api/waitlist/status', { token: '../etc' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: expect.any(String) });
    expect((await bff.post('/api/waitlist/confirm', 'not json')).status).toBe(400);
  });

  it('expired: 410 with its message; a new link is sent and answered alike for any address, then limited per client address', async () => {
    const grace = await signUp();
    await core.query(
      `UPDATE waitlist_links SET expires_at = now() - interval '1 second', created_at = now() - interval '1 hour' WHERE entry_id = $1`,
      [grace.id],
    );
    const expired = await bff.post('/api/waitlist/confirm', { token: grace.confirm });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ message: 'This confirm link has expired.' });

    const sent = await bff.post('/api/waitlist/confirm-link', { token: grace.confirm });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({
      message: 'If that address is on the list and still to be confirmed, a new link is on its way.',
    });
    const mails = await core.query('SELECT id FROM email_outbox WHERE to_address = $1', [grace.email]);
    expect(mails).toHaveLength(2);

    const nobody = await bff.post('/api/waitlist/confirm-link', { email: 'nobody@example.com' });
    expect(nobody.status).toBe(202);
    expect(await nobody.json()).toEqual({
      message: 'If that address is on the list and still to be confirmed, a new link is on its way.',
    });
    const limited = await bff.post('/api/waitlist/confirm-link', { email: 'nobody@example.com' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'Too many requests from your network. Please wait a few minutes and try again.',
    });
  });
});
