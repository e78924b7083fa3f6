import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  useTestCore,
  countedSignup,
  earlyBirdCheckout,
  internalCall,
  mailedLinks,
  storedSignup,
  type TestCore,
  validSignup,
} from '../testing';

// On a real PostgreSQL: confirming from the e-mailed link, places in
// line and referral credit. Each describe has a core and a database of its own, so places are exact.

const SITE = 'http://localhost:8080';

function client(core: TestCore) {
  const call = (path: string, body: unknown) => internalCall<Record<string, unknown>>(core, 'POST', path, { body });

  /** A counted sign-up of `signup` (through the link of `ref`, if given), whatever its outcome. */
  const countedSignUp = (signup: Record<string, unknown>, ref?: string) =>
    countedSignup<Record<string, unknown>>(core, signup, ref ? { attribution: { ref } } : {});

  const signUp = (overrides: Record<string, unknown> = {}, ref?: string) =>
    storedSignup(core, overrides, { label: 'place', ...(ref ? { attribution: { ref } } : {}) });

  /** The links of the newest e-mail to `email`: what only its inbox knows. */
  const linksFor = (email: string) => mailedLinks(core, email);

  const mailCount = async (email: string) =>
    Number(
      (await core.query<{ n: string }>('SELECT count(*) AS n FROM email_outbox WHERE to_address = $1', [email]))[0]?.n,
    );
  const confirm = (token: string | null) => call('/waitlist/confirm-links/confirm', { token });
  const state = (token: string | null) => call('/waitlist/confirm-links/state', { token });
  const status = (token: string | null) => call('/waitlist/status', { token });
  const newLink = (body: unknown) => call('/waitlist/confirm-links', body);
  return { countedSignUp, signUp, linksFor, mailCount, confirm, state, status, newLink };
}

describe('double opt-in: the confirm link', () => {
  const core = useTestCore({ WAITLIST_REFERRAL_BOOST: 5 });
  const api = client(core);

  const confirmedAt = async (id: number) =>
    (
      await core.query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM waitlist_entries WHERE id = $1', [id])
    )[0]?.confirmed_at ?? null;

  it('e-mails a confirm link, a status link, the place and the referral link', async () => {
    const jane = await api.signUp();
    const links = await api.linksFor(jane.email);
    expect(links.confirm).not.toBeNull();
    expect(links.status).not.toBeNull();
    expect(links.text).toContain(`You're number ${jane.place} in line.`);
    expect(links.text).toContain(`${SITE}/?ref=${jane.referralCode}`);
    expect(jane.referralCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await confirmedAt(jane.id)).toBeNull();
  });

  it('looking at a link confirms nothing; the POST does, once; pressing again gives the same answer', async () => {
    const jane = await api.signUp();
    const { confirm } = await api.linksFor(jane.email);
    expect(await api.state(confirm)).toEqual({ status: 200, body: { state: 'ready' } });
    expect(await confirmedAt(jane.id)).toBeNull();

    const first = await api.confirm(confirm);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      alreadyConfirmed: false,
      status: { confirmed: true, referrals: 0, referralCode: jane.referralCode, boost: 5 },
    });
    const at = await confirmedAt(jane.id);
    expect(at).not.toBeNull();

    const again = await api.confirm(confirm);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alreadyConfirmed: true, status: { confirmed: true } });
    expect(await confirmedAt(jane.id)).toEqual(at);
    expect(await api.state(confirm)).toEqual({ status: 200, body: { state: 'used' } });
  });

  it('two presses racing: one confirms, the other finds it confirmed', async () => {
    const jane = await api.signUp();
    const { confirm } = await api.linksFor(jane.email);
    const answers = await Promise.all([api.confirm(confirm), api.confirm(confirm)]);
    expect(answers.map((a) => a.body?.alreadyConfirmed).sort()).toEqual([false, true]);
  });

  it('an unknown link says so and changes nothing', async () => {
    const unknown = 'A'.repeat(43);
    expect(await api.state(unknown)).toMatchObject({
      status: 404,
      body: { message: 'This confirm link is not one we sent, or it was mistyped.' },
    });
    expect(await api.confirm(unknown)).toMatchObject({
      status: 404,
      body: { message: 'This confirm link is not one we sent, or it was mistyped.' },
    });
    expect((await api.confirm('not-a-token')).status).toBe(400);
  });

  it('an expired link says so, confirms nothing, and a new link can be sent for it (once per 5 minutes)', async () => {
    const jane = await api.signUp();
    const { confirm } = await api.linksFor(jane.email);
    await core.query(
      `UPDATE waitlist_links SET expires_at = now() - interval '1 second' WHERE entry_id = $1 AND purpose = 'confirm'`,
      [jane.id],
    );
    expect(await api.state(confirm)).toEqual({ status: 200, body: { state: 'expired' } });
    expect(await api.confirm(confirm)).toMatchObject({
      status: 410,
      body: { message: 'This confirm link has expired.' },
    });
    expect(await confirmedAt(jane.id)).toBeNull();

    // The first link was sent just now: the quiet period holds the new one back.
    expect((await api.newLink({ token: confirm })).status).toBe(204);
    expect(await api.mailCount(jane.email)).toBe(1);
    await core.query(`UPDATE waitlist_links SET created_at = now() - interval '6 minutes' WHERE entry_id = $1`, [
      jane.id,
    ]);
    expect((await api.newLink({ token: confirm })).status).toBe(204);
    expect(await api.mailCount(jane.email)).toBe(2);
    expect((await api.newLink({ token: confirm })).status).toBe(204);
    expect(await api.mailCount(jane.email)).toBe(2);

    const fresh = await api.linksFor(jane.email);
    expect(fresh.confirm).not.toEqual(confirm);
    expect((await api.confirm(fresh.confirm)).body).toMatchObject({ alreadyConfirmed: false });
    expect(await confirmedAt(jane.id)).not.toBeNull();
  });

  it('a new link by address: only for an entry still to be confirmed, and the same answer for any address', async () => {
    const jane = await api.signUp({ email: `jane.doe+${randomUUID().slice(0, 6)}@gmail.com` });
    await core.query(`UPDATE waitlist_links SET created_at = now() - interval '6 minutes' WHERE entry_id = $1`, [
      jane.id,
    ]);
    // Written as the list compares it: the dots and the +tag do not matter.
    expect((await api.newLink({ email: 'janedoe@gmail.com' })).status).toBe(204);
    expect(await api.mailCount(jane.email)).toBe(2);

    expect((await api.newLink({ email: 'nobody-here@example.com' })).status).toBe(204);
    expect(await api.mailCount('nobody-here@example.com')).toBe(0);

    const confirmed = await api.signUp();
    await api.confirm((await api.linksFor(confirmed.email)).confirm);
    await core.query(`UPDATE waitlist_links SET created_at = now() - interval '6 minutes' WHERE entry_id = $1`, [
      confirmed.id,
    ]);
    expect((await api.newLink({ email: confirmed.email })).status).toBe(204);
    expect(await api.mailCount(confirmed.email)).toBe(1);

    expect((await api.newLink({ email: 'not an address' })).status).toBe(400);
    expect((await api.newLink({})).status).toBe(400);
  });

  it('the status link shows the place without a login; an unknown one says so', async () => {
    const jane = await api.signUp();
    const { status } = await api.linksFor(jane.email);
    const shown = await api.status(status);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      place: jane.place,
      referrals: 0,
      referralCode: jane.referralCode,
      confirmed: false,
      boost: 5,
    });
    expect(await api.status('B'.repeat(43))).toMatchObject({
      status: 404,
      body: { message: 'This status link is not one we sent, or it was mistyped.' },
    });
    // A referral code is not a status link.
    expect((await api.status(jane.referralCode)).status).toBe(400);
  });
});

describe('places in line and referral credit', () => {
  const core = useTestCore({ WAITLIST_REFERRAL_BOOST: 5 });
  const api = client(core);

  const placeOf = async (email: string) =>
    (await api.status((await api.linksFor(email)).status)).body as { place: number; referrals: number };

  it('places follow join order; a referrer moves up 5 places per confirmed referral, never past the front, never for itself', async () => {
    const first = [];
    for (let i = 0; i < 9; i += 1)
      first.push(await api.signUp({ email: `line-${i}-${randomUUID().slice(0, 6)}@example.com` }));
    expect(first.map((e) => e.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const referrer = first[8]!;

    // Joining through the link credits nothing until the friend confirms.
    const friend = await api.signUp({}, referrer.referralCode);
    expect(friend.place).toBe(10);
    expect(await placeOf(referrer.email)).toMatchObject({ place: 9, referrals: 0 });
    await api.confirm((await api.linksFor(friend.email)).confirm);
    expect(await placeOf(referrer.email)).toMatchObject({ place: 4, referrals: 1 });
    // The ones it passed each moved back one place.
    expect(await placeOf(first[3]!.email)).toMatchObject({ place: 5 });
    expect(await placeOf(first[7]!.email)).toMatchObject({ place: 9 });

    // A second confirmed referral would be 5 more places: the front is as far as it goes.
    const second = await api.signUp({}, referrer.referralCode);
    await api.confirm((await api.linksFor(second.email)).confirm);
    expect(await placeOf(referrer.email)).toMatchObject({ place: 1, referrals: 2 });
    expect(await placeOf(first[0]!.email)).toMatchObject({ place: 2 });

    // Itself under another spelling: the list already has that address, nothing is credited.
    const own = randomUUID().slice(0, 6);
    const self = await api.signUp({ email: `lineself${own}@gmail.com` });
    const alias = validSignup({ email: `line.self${own}+again@gmail.com` });
    expect((await api.countedSignUp(alias, self.referralCode)).body).toMatchObject({ outcome: 'duplicate' });
    expect(await placeOf(self.email)).toMatchObject({ referrals: 0 });
  });

  it('an unknown referral code is stored as given and credits nobody', async () => {
    const stranger = await api.signUp({}, 'NoSuchCode123');
    const [row] = await core.query<{ referral_code_used: string; referred_by_id: number | null }>(
      'SELECT referral_code_used, referred_by_id FROM waitlist_entries WHERE id = $1',
      [stranger.id],
    );
    expect(row).toEqual({ referral_code_used: 'NoSuchCode123', referred_by_id: null });
  });
});

describe('places under 50 concurrent sign-ups', () => {
  const core = useTestCore();

  it('the places are join order 1 to 50, and nobody was told a place worse than their own', async () => {
    const api = client(core);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api.signUp({ email: `burst-${i}-${randomUUID().slice(0, 8)}@example.com` })),
    );
    const byId = [...results].sort((a, b) => a.id - b.id);
    const places = await core.query<{ id: number; place: string }>(
      'SELECT id, place FROM waitlist_places(5) ORDER BY place',
    );
    expect(places.map((p) => p.id)).toEqual(byId.map((r) => r.id));
    expect(places.map((p) => Number(p.place))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const [index, r] of byId.entries()) {
      // Told at sign-up: every entry that had committed by then, plus one. One committing at the
      // same instant with an earlier id may be missing from it, never one that joined later.
      expect(r.place).toBeGreaterThanOrEqual(1);
      expect(r.place).toBeLessThanOrEqual(index + 1);
      expect((await api.linksFor(r.email)).text).toContain(`You're number ${r.place} in line.`);
      // The status page gives the place in join order.
      const status = await api.status((await api.linksFor(r.email)).status);
      expect(status.body).toMatchObject({ place: index + 1, total: 50 });
    }
  });
});

describe('without double opt-in (WAITLIST_DOUBLE_OPT_IN off)', () => {
  const core = useTestCore({ WAITLIST_DOUBLE_OPT_IN: false });

  it('stores the entry confirmed, sends no confirm link, and a referral counts at once', async () => {
    const api = client(core);
    const referrer = await api.signUp();
    const links = await api.linksFor(referrer.email);
    expect(links.confirm).toBeNull();
    expect(links.status).not.toBeNull();
    await api.signUp({}, referrer.referralCode);
    expect((await api.status(links.status)).body).toMatchObject({ confirmed: true, referrals: 1 });
  });

  it('an Early Bird checkout entry is stored confirmed too', async () => {
    const email = `bird-${randomUUID().slice(0, 8)}@example.com`;
    const res = await internalCall(core, 'POST', '/checkout/early-bird-entries', {
      body: earlyBirdCheckout(email),
    });
    expect(res.status).toBe(200);
    const [row] = await core.query<{ confirmed: boolean }>(
      'SELECT confirmed_at IS NOT NULL AS confirmed FROM waitlist_entries WHERE email = $1',
      [email],
    );
    expect(row).toEqual({ confirmed: true });
  });
});
