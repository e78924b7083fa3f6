import { internalCall, mailedLinks, storedSignup } from 'core-service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFixture, startAdminFixture } from '../testing/admin-fixture';

// Through bff-admin: staff see the referrals held for review with the reason;
// an admin approves one (its referrer moves up) or refuses it (never credited); an editor, a
// caller with no session, an unknown entry and one no longer held are refused.

let fx: AdminFixture;
let editorToken: string;

beforeAll(async () => {
  fx = await startAdminFixture({ WAITLIST_REFERRAL_BOOST: 5 });
  editorToken = await fx.signInAsNewEditor('holds-editor');
});
afterAll(async () => {
  await fx?.close();
});

/** A counted sign-up from `address`, as bff-public sends it. */
const signUp = (address: string, ref?: string) =>
  storedSignup(
    fx.core,
    { fullName: 'Held Friend', plan: 'monthly', frequency: 'monthly', joinDate: '2026-11-23' },
    { label: 'held', clientAddress: address, ...(ref ? { attribution: { ref } } : {}) },
  );

async function confirm(email: string) {
  const { confirm: token } = await mailedLinks(fx.core, email, 'first');
  expect((await internalCall(fx.core, 'POST', '/waitlist/confirm-links/confirm', { body: { token } })).status).toBe(
    200,
  );
}

let addresses = 0;

/** A referrer, and a friend who signed up through its link from the same client address and confirmed: held. */
async function heldReferral() {
  addresses += 1;
  const address = `198.51.100.${addresses}`;
  const referrer = await signUp(address);
  const friend = await signUp(address, referrer.referralCode);
  await confirm(friend.email);
  return { referrer, friend };
}

const placeOf = async (id: number) =>
  (
    await fx.core.query<{ place: string; referrals: string }>(
      'SELECT place, referrals FROM waitlist_places(5) WHERE id = $1',
      [id],
    )
  )[0];

describe('held referrals through bff-admin', () => {
  it('lists each held referral with its friend, its referrer and the reason, to admins and editors alike', async () => {
    const { referrer, friend } = await heldReferral();
    for (const token of [fx.adminToken, editorToken]) {
      const res = await fx.bff.call('GET', '/api/admin/referral-holds', { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { holds: unknown[]; total: number };
      expect(body.holds).toContainEqual({
        entryId: friend.id,
        fullName: 'Held Friend',
        email: friend.email,
        joinedAt: expect.any(String),
        heldAt: expect.any(String),
        reason: 'same-address',
        referrer: { id: referrer.id, fullName: 'Held Friend', email: referrer.email },
      });
    }
  });

  it('an admin approves one: credited, its referrer moves up 5 places; approving again is 409', async () => {
    for (let i = 0; i < 6; i += 1) await signUp(`192.0.2.${i + 1}`);
    const { referrer, friend } = await heldReferral();
    const before = await placeOf(referrer.id);
    expect(before?.referrals).toBe('0');

    const res = await fx.bff.call('POST', `/api/admin/referral-holds/${friend.id}/approve`, { token: fx.adminToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ entryId: friend.id, state: 'credited', referrerId: referrer.id });
    expect(await placeOf(referrer.id)).toEqual({ place: String(Number(before?.place) - 5), referrals: '1' });

    const again = await fx.bff.call('POST', `/api/admin/referral-holds/${friend.id}/approve`, { token: fx.adminToken });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'This referral is not waiting for review.' });
  });

  it('an admin refuses one: never credited, and it leaves the queue', async () => {
    const { referrer, friend } = await heldReferral();
    const res = await fx.bff.call('POST', `/api/admin/referral-holds/${friend.id}/refuse`, { token: fx.adminToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ entryId: friend.id, state: 'refused', referrerId: referrer.id });
    expect((await placeOf(referrer.id))?.referrals).toBe('0');
    const list = (await (await fx.bff.call('GET', '/api/admin/referral-holds', { token: fx.adminToken })).json()) as {
      holds: { entryId: number }[];
    };
    expect(list.holds.map((h) => h.entryId)).not.toContain(friend.id);
    expect(
      (await fx.bff.call('POST', `/api/admin/referral-holds/${friend.id}/approve`, { token: fx.adminToken })).status,
    ).toBe(409);
  });

  it('refuses a caller with no session (401), an editor (403), an unknown entry (404) and one never held (409)', async () => {
    const { referrer, friend } = await heldReferral();
    const calls: Array<[string, string]> = [
      ['GET', '/api/admin/referral-holds'],
      ['POST', `/api/admin/referral-holds/${friend.id}/approve`],
      ['POST', `/api/admin/referral-holds/${friend.id}/refuse`],
    ];
    for (const [method, path] of calls) expect((await fx.bff.call(method, path)).status, `${method} ${path}`).toBe(401);
    for (const [method, path] of calls.slice(1))
      expect((await fx.bff.call(method, path, { token: editorToken })).status, `${method} ${path}`).toBe(403);
    expect(await fx.core.query('SELECT referral_state FROM waitlist_entries WHERE id = $1', [friend.id])).toEqual([
      { referral_state: 'held' },
    ]);

    const unknown = await fx.bff.call('POST', '/api/admin/referral-holds/999999/approve', { token: fx.adminToken });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'No waitlist entry has this id.' });
    expect(
      (await fx.bff.call('POST', '/api/admin/referral-holds/not-an-id/refuse', { token: fx.adminToken })).status,
    ).toBe(404);
    expect(
      (await fx.bff.call('POST', `/api/admin/referral-holds/${referrer.id}/refuse`, { token: fx.adminToken })).status,
    ).toBe(409);
  });
});
