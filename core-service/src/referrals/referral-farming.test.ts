import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  useTestCore,
  earlyBirdCheckout,
  internalCall,
  mailedLinks,
  startTestCore,
  storedSignup,
  type TestCore,
} from '../testing';

// Referral farming, on a real PostgreSQL. Six sign-ups at a catch-all domain
// through one link, each confirmed, took a referrer from place 25 to 1. Now a referral is
// credited when its friend confirms only within the limits (3 credits a day; not the referrer's
// own address; not the 3rd friend from one address or one non-major domain in a day); the rest
// wait, held with the reason, for an admin to approve or refuse. Every describe has its own core
// and database, so places are exact. Defaults: boost 5, cap 3, cluster 3, window 24 hours.

let addresses = 0;
/** A client address no other sign-up of the run has. */
const freshAddress = () => {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

interface Status {
  place: number;
  referrals: number;
  heldReferrals: number;
}

function client(core: TestCore) {
  const call = (path: string, body: unknown) => internalCall<Record<string, unknown>>(core, 'POST', path, { body });

  /** A sign-up as bff-public sends it: from `address` (the client address), through the link of `ref` when given. */
  const signUp = (options: { email?: string; address?: string; ref?: string } = {}) =>
    storedSignup(core, options.email ? { email: options.email } : {}, {
      label: 'farm',
      clientAddress: options.address ?? freshAddress(),
      ...(options.ref ? { attribution: { ref: options.ref } } : {}),
    });

  async function confirm(email: string) {
    const res = await call('/waitlist/confirm-links/confirm', { token: (await mailedLinks(core, email)).confirm });
    expect(res.status).toBe(200);
  }

  async function status(email: string): Promise<Status> {
    const res = await call('/waitlist/status', { token: (await mailedLinks(core, email)).status });
    expect(res.status).toBe(200);
    const { place, referrals, heldReferrals } = res.body as unknown as Status;
    return { place, referrals, heldReferrals };
  }

  /** What became of each referral, in sign-up order: 'credited', or 'held: <reason>'. */
  async function decisions(referrerId: number) {
    const rows = await core.query<{ referral_state: string | null; referral_hold_reason: string | null }>(
      'SELECT referral_state, referral_hold_reason FROM waitlist_entries WHERE referred_by_id = $1 ORDER BY id',
      [referrerId],
    );
    return rows.map((r) => (r.referral_state === 'held' ? `held: ${r.referral_hold_reason}` : r.referral_state));
  }

  /** `count` entries that joined before, so the next one starts at place count + 1. */
  async function earlier(count: number) {
    for (let i = 0; i < count; i += 1) await signUp();
  }

  return { call, signUp, confirm, status, decisions, earlier };
}

const uniq = () => randomUUID().slice(0, 8);

describe('the attack: six friends at one catch-all domain through one link', () => {
  const core = useTestCore({ WAITLIST_REFERRAL_BOOST: 5 });
  const api = client(core);

  it('credits the first two, holds the other four as a domain cluster; the referrer moves exactly 2 × 5 places and is told 4 wait', async () => {
    await api.earlier(24);
    const referrer = await api.signUp({ address: '198.51.100.25' });
    expect(referrer.place).toBe(25);
    await api.confirm(referrer.email);

    // Six inboxes of one catch-all domain, each from its own address (the domain alone gives them away).
    const farm = `catchall-${uniq()}.com`;
    for (let i = 1; i <= 6; i += 1) {
      const friend = await api.signUp({
        email: `friend${i}@${farm}`,
        address: `192.0.2.${i}`,
        ref: referrer.referralCode,
      });
      await api.confirm(friend.email);
    }

    expect(await api.decisions(referrer.id)).toEqual([
      'credited',
      'credited',
      'held: domain-cluster',
      'held: domain-cluster',
      'held: domain-cluster',
      'held: domain-cluster',
    ]);
    expect(await api.status(referrer.email)).toEqual({ place: 15, referrals: 2, heldReferrals: 4 });
  });
});

describe('the limits, each alone', () => {
  let core: TestCore;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    core = await startTestCore({ WAITLIST_REFERRAL_BOOST: 5 });
    api = client(core);
    await api.earlier(30);
  });
  afterAll(() => core?.close());

  it("holds a friend who signs up from the referrer's own client address; the place does not move", async () => {
    const referrer = await api.signUp({ address: '198.51.100.77' });
    const before = await api.status(referrer.email);
    const sock = await api.signUp({
      email: `sock-puppet-${uniq()}@gmail.com`,
      address: '198.51.100.77',
      ref: referrer.referralCode,
    });
    await api.confirm(sock.email);
    expect(await api.decisions(referrer.id)).toEqual(['held: same-address']);
    expect(await api.status(referrer.email)).toEqual({ place: before.place, referrals: 0, heldReferrals: 1 });
  });

  it('credits 3 friends a day from 4 big providers and different addresses; the 4th waits (daily cap)', async () => {
    const referrer = await api.signUp({ address: '198.51.100.80' });
    const before = await api.status(referrer.email);
    const domains = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'];
    for (const [i, domain] of domains.entries()) {
      const friend = await api.signUp({
        email: `pal-${uniq()}@${domain}`,
        address: `192.0.2.${80 + i}`,
        ref: referrer.referralCode,
      });
      await api.confirm(friend.email);
    }
    expect(await api.decisions(referrer.id)).toEqual(['credited', 'credited', 'credited', 'held: daily-cap']);
    expect(await api.status(referrer.email)).toEqual({ place: before.place - 15, referrals: 3, heldReferrals: 1 });
  });

  it('holds the 3rd friend from one client address, even at big providers (address cluster)', async () => {
    const referrer = await api.signUp({ address: '198.51.100.90' });
    for (const domain of ['gmail.com', 'hotmail.com', 'gmx.de']) {
      const friend = await api.signUp({
        email: `flat-${uniq()}@${domain}`,
        address: '192.0.2.90',
        ref: referrer.referralCode,
      });
      await api.confirm(friend.email);
    }
    expect(await api.decisions(referrer.id)).toEqual(['credited', 'credited', 'held: address-cluster']);
  });

  it('credits 3 friends at one big provider (gmx.net: its country domains are big providers too), each from its own address', async () => {
    const referrer = await api.signUp({ address: '198.51.100.92' });
    for (let i = 0; i < 3; i += 1) {
      const friend = await api.signUp({
        email: `gmx-${uniq()}@gmx.net`,
        address: freshAddress(),
        ref: referrer.referralCode,
      });
      await api.confirm(friend.email);
    }
    expect(await api.decisions(referrer.id)).toEqual(['credited', 'credited', 'credited']);
  });

  it('counts a day as the last 24 hours: credits older than that leave room for new ones', async () => {
    const referrer = await api.signUp({ address: '198.51.100.95' });
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.com']) {
      const friend = await api.signUp({
        email: `old-${uniq()}@${domain}`,
        address: freshAddress(),
        ref: referrer.referralCode,
      });
      await api.confirm(friend.email);
    }
    // A day and an hour later (in the database's eyes: the three credits happened then).
    await core.query(
      `UPDATE waitlist_entries SET referral_decided_at = now() - interval '25 hours' WHERE referred_by_id = $1`,
      [referrer.id],
    );
    const later = await api.signUp({
      email: `new-${uniq()}@icloud.com`,
      address: '192.0.2.251',
      ref: referrer.referralCode,
    });
    await api.confirm(later.email);
    expect(await api.decisions(referrer.id)).toEqual(['credited', 'credited', 'credited', 'credited']);
  });

  it('two friends confirming at the same moment cannot both slip under the cap', async () => {
    const referrer = await api.signUp({ address: '198.51.100.99' });
    const friends = [];
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'aol.com', 'proton.me']) {
      friends.push(
        await api.signUp({ email: `race-${uniq()}@${domain}`, address: freshAddress(), ref: referrer.referralCode }),
      );
    }
    // Six confirmations at once: the referrer's row is locked while each is decided.
    await Promise.all(friends.map((f) => api.confirm(f.email)));
    const decided = await api.decisions(referrer.id);
    expect(decided.filter((d) => d === 'credited')).toHaveLength(3);
    expect(decided.filter((d) => d === 'held: daily-cap')).toHaveLength(3);
    expect(await api.status(referrer.email)).toMatchObject({ referrals: 3, heldReferrals: 3 });
  });

  it('an unconfirmed friend is not decided yet and moves nobody', async () => {
    const referrer = await api.signUp({ address: '198.51.100.101' });
    await api.signUp({ email: `later-${uniq()}@gmail.com`, address: '192.0.2.101', ref: referrer.referralCode });
    expect(await api.decisions(referrer.id)).toEqual([null]);
    expect(await api.status(referrer.email)).toMatchObject({ referrals: 0, heldReferrals: 0 });
  });
});

describe('an admin decides the held referrals', () => {
  let core: TestCore;
  let api: ReturnType<typeof client>;
  let adminId = 0;
  let editorId = 0;
  const staffCall = (actor: number, method: string, path: string) =>
    internalCall<Record<string, unknown>>(core, method, path, { actor });

  beforeAll(async () => {
    core = await startTestCore({ WAITLIST_REFERRAL_BOOST: 5 });
    api = client(core);
    adminId = (await core.query<{ id: number }>("SELECT id FROM users WHERE role = 'admin'"))[0]?.id ?? 0;
    const created = await internalCall<{ user: { id: number } }>(core, 'POST', '/staff', {
      actor: adminId,
      body: {
        username: 'edwina',
        email: 'edwina@freshpouf.com',
        password: 'an-editor-password',
        fullName: 'Edwina',
        role: 'editor',
      },
    });
    editorId = created.body?.user.id ?? 0;
    await api.earlier(20);
  });
  afterAll(() => core?.close());

  /** A referrer with two held friends (same client address as theirs). */
  async function referrerWithTwoHeld() {
    const address = freshAddress();
    const referrer = await api.signUp({ address });
    const held = [];
    for (let i = 0; i < 2; i += 1) {
      const friend = await api.signUp({ email: `held-${uniq()}@gmail.com`, address, ref: referrer.referralCode });
      await api.confirm(friend.email);
      held.push(friend);
    }
    return { referrer, held: held as [typeof referrer, typeof referrer] };
  }

  it('lists held referrals with the friend, the referrer and the reason, to any staff member', async () => {
    const { referrer, held } = await referrerWithTwoHeld();
    const list = await staffCall(editorId, 'GET', '/admin/referral-holds');
    expect(list.status).toBe(200);
    const body = list.body as {
      holds: { entryId: number; email: string; reason: string; referrer: { id: number; email: string } }[];
      total: number;
    };
    expect(body.holds.filter((h) => h.referrer.id === referrer.id)).toEqual([
      expect.objectContaining({
        entryId: held[0].id,
        email: held[0].email,
        reason: 'same-address',
        referrer: expect.objectContaining({ email: referrer.email }),
      }),
      expect.objectContaining({ entryId: held[1].id, email: held[1].email, reason: 'same-address' }),
    ]);
    expect(body.total).toBe(body.holds.length);
  });

  it('approve credits it (the referrer moves up 5), refuse never does; each decision is in the audit log', async () => {
    const { referrer, held } = await referrerWithTwoHeld();
    const before = await api.status(referrer.email);
    expect(before).toMatchObject({ referrals: 0, heldReferrals: 2 });

    const approved = await staffCall(adminId, 'POST', `/admin/referral-holds/${held[0].id}/approve`);
    expect(approved).toEqual({
      status: 200,
      body: { entryId: held[0].id, state: 'credited', referrerId: referrer.id },
    });
    expect(await api.status(referrer.email)).toEqual({ place: before.place - 5, referrals: 1, heldReferrals: 1 });

    const refused = await staffCall(adminId, 'POST', `/admin/referral-holds/${held[1].id}/refuse`);
    expect(refused).toEqual({ status: 200, body: { entryId: held[1].id, state: 'refused', referrerId: referrer.id } });
    expect(await api.status(referrer.email)).toEqual({ place: before.place - 5, referrals: 1, heldReferrals: 0 });
    expect(await api.decisions(referrer.id)).toEqual(['credited', 'refused']);

    const audit = await core.query<{ action: string; actor_id: number; ip: string; details: unknown }>(
      `SELECT action, actor_id, ip, details FROM audit_log WHERE action LIKE 'referral-%' AND (details->>'referrerId')::int = $1 ORDER BY id`,
      [referrer.id],
    );
    expect(audit).toEqual([
      {
        action: 'referral-approve',
        actor_id: adminId,
        ip: '198.51.100.7',
        details: { entryId: held[0].id, referrerId: referrer.id, reason: 'same-address' },
      },
      {
        action: 'referral-refuse',
        actor_id: adminId,
        ip: '198.51.100.7',
        details: { entryId: held[1].id, referrerId: referrer.id, reason: 'same-address' },
      },
    ]);

    // Decided is decided: neither can be approved or refused again.
    for (const friend of held) {
      for (const verb of ['approve', 'refuse']) {
        expect(await staffCall(adminId, 'POST', `/admin/referral-holds/${friend.id}/${verb}`)).toMatchObject({
          status: 409,
          body: { message: 'This referral is not waiting for review.' },
        });
      }
    }
  });

  it('refuses an editor (403) and changes nothing; an unknown entry is 404; one never held is 409', async () => {
    const { referrer, held } = await referrerWithTwoHeld();
    expect(await staffCall(editorId, 'POST', `/admin/referral-holds/${held[0].id}/approve`)).toMatchObject({
      status: 403,
    });
    expect(await staffCall(editorId, 'POST', `/admin/referral-holds/${held[0].id}/refuse`)).toMatchObject({
      status: 403,
    });
    expect(await api.decisions(referrer.id)).toEqual(['held: same-address', 'held: same-address']);

    expect(await staffCall(adminId, 'POST', '/admin/referral-holds/999999/approve')).toMatchObject({
      status: 404,
      body: { message: 'No waitlist entry has this id.' },
    });
    expect((await staffCall(adminId, 'POST', `/admin/referral-holds/${referrer.id}/approve`)).status).toBe(409);
  });
});

describe('entries stored confirmed (WAITLIST_DOUBLE_OPT_IN off)', () => {
  const core = useTestCore({ WAITLIST_DOUBLE_OPT_IN: false });
  const api = client(core);

  it('decides each referral as it is stored: three credited, the fourth held', async () => {
    const referrer = await api.signUp({ address: '198.51.100.1' });
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com']) {
      await api.signUp({ email: `direct-${uniq()}@${domain}`, address: freshAddress(), ref: referrer.referralCode });
    }
    expect(await api.decisions(referrer.id)).toEqual(['credited', 'credited', 'credited', 'held: daily-cap']);
  });

  it("an Early Bird checkout from the referrer's own address is held too", async () => {
    const referrer = await api.signUp({ address: '198.51.100.2' });
    const res = await internalCall(core, 'POST', '/checkout/early-bird-entries', {
      body: earlyBirdCheckout(`bird-${uniq()}@gmail.com`, {
        attribution: { ref: referrer.referralCode },
        clientAddress: '198.51.100.2',
      }),
    });
    expect(res.status).toBe(200);
    expect(await api.decisions(referrer.id)).toEqual(['held: same-address']);
  });
});
