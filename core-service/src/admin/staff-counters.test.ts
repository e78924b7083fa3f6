import { randomUUID } from 'node:crypto';
import type { AdminFunnel, AdminStats, AdminWaitlistPage, PaymentEvent } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  internalCall,
  mailedLinks,
  monthlySubscriber,
  paidEvent,
  startCoreWithAdmin,
  storedSignup,
  type TestCore,
} from '../testing';

// The staff numbers come from counters and indexes kept by triggers, not from scanning the list:
// on a real PostgreSQL, under concurrent sign-ups, confirmations, payments and erasures, they
// must still say exactly what a full count of the list says.

let core: TestCore;
let adminId = 0;

beforeAll(async () => {
  ({ core, adminId } = await startCoreWithAdmin('counting', {
    WAITLIST_REFERRAL_BOOST: 5,
    WAITLIST_REFERRAL_DAILY_CAP: 1000,
    WAITLIST_REFERRAL_CLUSTER_SIZE: 1000,
  }));
});
afterAll(async () => {
  await core?.close();
});

const call = (method: string, path: string, body?: unknown, actor?: number) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by toEqual
  internalCall<any>(core, method, path, { body, ...(actor === undefined ? {} : { actor }) });

const signUp = (overrides: Record<string, unknown>, attribution?: Record<string, string>) =>
  storedSignup(core, overrides, { label: 'count', ...(attribution ? { attribution } : {}) });

async function confirm(email: string) {
  const { confirm: token } = await mailedLinks(core, email, 'first');
  expect((await call('POST', '/waitlist/confirm-links/confirm', { token })).status).toBe(200);
}

async function pay(sub: string, overrides: Partial<PaymentEvent> = {}) {
  expect((await call('POST', '/payment-events', paidEvent(sub, overrides))).body).toMatchObject({ outcome: 'applied' });
}

const erase = async (id: number) =>
  expect((await call('POST', `/admin/waitlist/${id}/erase`, {}, adminId)).status).toBe(200);

/** What the stats said before counters existed: the whole list counted, one pass per call. */
async function fullCount() {
  const [counts] = await core.query<Record<string, number>>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE early_bird))::int AS early, (count(*) FILTER (WHERE payment_made))::int AS paid,
            (count(*) FILTER (WHERE is_family))::int AS family, (count(*) FILTER (WHERE confirmed_at IS NOT NULL))::int AS confirmed,
            (count(*) FILTER (WHERE subscription_status IN ('active', 'trialing') AND NOT cancel_at_period_end))::int AS active,
            (count(*) FILTER (WHERE subscription_status = 'past_due'))::int AS past_due,
            (count(*) FILTER (WHERE subscription_status IN ('canceled', 'unpaid')))::int AS canceled
       FROM waitlist_entries`,
  );
  const plans = await core.query<{ plan: string; count: number }>(
    'SELECT plan, count(*)::int AS count FROM waitlist_entries GROUP BY plan ORDER BY count(*) DESC, plan',
  );
  const days = await core.query<{ day: string; signUps: number; confirmed: number; earlyBird: number; paid: number }>(
    `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS "signUps",
            (count(*) FILTER (WHERE confirmed_at IS NOT NULL))::int AS confirmed, (count(*) FILTER (WHERE early_bird))::int AS "earlyBird",
            (count(*) FILTER (WHERE payment_made OR payment_date IS NOT NULL))::int AS paid
       FROM waitlist_entries GROUP BY 1 ORDER BY 1`,
  );
  const places = await core.query<{ id: number; place: string }>(
    'SELECT id, place FROM waitlist_places(5) ORDER BY id',
  );
  return { counts: counts!, plans, days, places: places.map((p) => ({ id: p.id, place: Number(p.place) })) };
}

async function compareWithFullCount() {
  const [stats, funnel, page, full] = await Promise.all([
    call('GET', '/admin/stats').then((r) => r.body as AdminStats),
    call('GET', '/admin/stats/funnel?days=30').then((r) => r.body as AdminFunnel),
    call('GET', '/admin/waitlist?limit=1000').then((r) => r.body as AdminWaitlistPage),
    fullCount(),
  ]);
  expect({
    total: stats.totalCount,
    early: stats.earlyBirdCount,
    paid: stats.paidCount,
    family: stats.familyPlanCount,
    confirmed: stats.confirmedCount,
    active: stats.subscriptions.active,
    past_due: stats.subscriptions.pastDue,
    canceled: stats.subscriptions.canceled,
  }).toEqual(full.counts);
  expect(stats.planBreakdown).toEqual(full.plans);
  expect(stats.unconfirmedCount).toBe(full.counts.total! - full.counts.confirmed!);
  expect(stats.sources.reduce((n, s) => n + s.count, 0)).toBe(full.counts.total);
  expect(funnel.daily.filter((d) => d.signUps > 0)).toEqual(full.days);
  expect(page.total).toBe(full.counts.total);
  expect([...page.entries].sort((a, b) => a.id - b.id).map((e) => ({ id: e.id, place: e.position }))).toEqual(
    full.places,
  );
}

describe('staff numbers kept by triggers', () => {
  it('equal a full count of the list after concurrent sign-ups, confirmations, payments and erasures', async () => {
    const first = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        signUp(
          {
            plan: (['monthly', 'bi-monthly', 'quarterly', 'family'] as const)[i % 4],
            isFamily: i % 4 === 3,
            numberOfPoufs: i % 4 === 3 ? 2 : 1,
          },
          i % 3 === 0 ? { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch' } : undefined,
        ),
      ),
    );
    await compareWithFullCount();

    // Friends through the links of four of them, confirmations, Early Bird payments and erasures, all at once.
    const referrers = first.slice(8, 12);
    const work: Array<Promise<unknown>> = [
      ...referrers.flatMap((r) =>
        Array.from({ length: 3 }, () => signUp({}, { ref: r.referralCode }).then((friend) => confirm(friend.email))),
      ),
      ...first.slice(0, 16).map((entry) => confirm(entry.email)),
      ...Array.from({ length: 6 }, (_, i) => monthlySubscriber(core, `payer${i}`).then((p) => pay(p.sub))),
      ...first.slice(20, 24).map((entry) => erase(entry.id)),
    ];
    await Promise.all(work);
    await compareWithFullCount();

    const stats = (await call('GET', '/admin/stats')).body as AdminStats;
    expect([stats.totalCount, stats.paidCount, stats.subscriptions.active]).toEqual([24 + 12 + 6, 6, 6]);
    expect(stats.sources.find((s) => s.kind === 'campaign')).toEqual({
      kind: 'campaign',
      label: 'newsletter / email / launch',
      count: 8,
      confirmed: 6,
      paid: 0,
    });
    expect(stats.sources.find((s) => s.kind === 'referral')).toEqual({
      kind: 'referral',
      label: '',
      count: 12,
      confirmed: 12,
      paid: 0,
    });

    // A payer's subscription canceled, a referral refused after the fact: the counts follow.
    const payer = await monthlySubscriber(core, 'leaver');
    await pay(payer.sub);
    await pay(payer.sub, {
      type: 'customer.subscription.deleted',
      kind: 'ended',
      subscriptionStatus: 'canceled',
      invoiceId: null,
      billingReason: null,
    });
    await core.query(
      "UPDATE waitlist_entries SET referral_state = 'refused' WHERE referred_by_id = $1 AND referral_state = 'credited'",
      [referrers[0]!.id],
    );
    await compareWithFullCount();
  });
});

describe('places from the id blocks', () => {
  it('equal the whole-list ranking across many blocks, with gaps, deletions and big referrers', async () => {
    const seed = (from: number, to: number) =>
      core.query(
        `INSERT INTO waitlist_entries (full_name, email, plan, join_date, confirmed_at)
         SELECT 'Block Person ' || i, 'block' || i || '-' || $3 || '@example.com', 'monthly', '2026-11-21', now() FROM generate_series($1::int, $2::int) AS i`,
        [from, to, randomUUID().slice(0, 8)],
      );
    await seed(1, 3000);
    // Ids the sequence gave out that no entry kept (a refused sign-up draws one too).
    await core.query(
      "SELECT setval(pg_get_serial_sequence('waitlist_entries', 'id'), nextval(pg_get_serial_sequence('waitlist_entries', 'id')) + 1500)",
    );
    await seed(3001, 6000);
    await core.query(
      `DELETE FROM waitlist_entries WHERE full_name LIKE 'Block Person %' AND (substring(full_name FROM 14)::int) % 97 = 0`,
    );
    // Referrals: one big referrer, last in join order, many small ones, some credited, some held.
    await core.query(
      `UPDATE waitlist_entries e SET referred_by_id = r.id, referral_state = CASE WHEN e.id % 5 = 0 THEN 'held' ELSE 'credited' END,
              referral_hold_reason = CASE WHEN e.id % 5 = 0 THEN 'daily-cap' END
         FROM waitlist_entries r
        WHERE e.full_name LIKE 'Block Person %' AND r.full_name LIKE 'Block Person %' AND e.id % 3 = 1
          AND r.id = e.id - 1 - (e.id * 37) % 700`,
    );
    const [big] = await core.query<{ id: number }>(
      `SELECT max(id) AS id FROM waitlist_entries WHERE full_name LIKE 'Block Person %'`,
    );
    await core.query(
      `UPDATE waitlist_entries SET referred_by_id = $1, referral_state = 'credited'
        WHERE id IN (SELECT id FROM waitlist_entries WHERE full_name LIKE 'Block Person %' AND referred_by_id IS NULL ORDER BY id DESC LIMIT 1300 OFFSET 1)`,
      [big!.id],
    );

    const whole = await core.query<{ id: number; place: string; referrals: string }>(
      'SELECT id, place, referrals FROM waitlist_places(5) ORDER BY id',
    );
    const indexed = await core.query<{ id: number; place: string; referrals: string }>(
      'SELECT id, place, referrals FROM waitlist_places_of((SELECT array_agg(id) FROM waitlist_entries), 5) ORDER BY id',
    );
    expect(indexed).toEqual(whole);
    const [bigPlace] = await core.query<{ place: string; referrals: string }>(
      'SELECT place, referrals FROM waitlist_places_of(ARRAY[$1]::int[], 5)',
      [big!.id],
    );
    expect(bigPlace).toEqual({ place: '1', referrals: '1300' });
    // A few scattered entries alone give the same places as in the whole list.
    const some = whole.filter((_, i) => i % 613 === 0);
    const scattered = await core.query(
      'SELECT id, place, referrals FROM waitlist_places_of($1::int[], 5) ORDER BY id',
      [some.map((p) => p.id)],
    );
    expect(scattered).toEqual(some);
  });
});

describe('search', () => {
  it('finds entries by any part of the name, address or plan, any case, a page at a time', async () => {
    const tag = randomUUID().slice(0, 8);
    const ada = await signUp({ fullName: `Ada Lovelace ${tag}`, plan: 'quarterly' });
    await signUp({ fullName: `Grace 100%_${tag}`, plan: 'monthly' });
    const search = async (q: string, extra = '') =>
      (await call('GET', `/admin/waitlist?q=${encodeURIComponent(q)}${extra}`)).body as AdminWaitlistPage;

    expect((await search(`LOVELACE ${tag}`)).entries.map((e) => e.id)).toEqual([ada.id]);
    expect((await search(ada.email.slice(0, 14).toUpperCase())).entries.map((e) => e.id)).toEqual([ada.id]);
    expect((await search(`100%_${tag}`)).entries.map((e) => e.fullName)).toEqual([`Grace 100%_${tag}`]);
    // % and _ are letters to look for, not wildcards.
    expect((await search(`1%%_${tag}`)).entries).toEqual([]);
    const both = await search(tag, '&limit=1');
    expect(both.entries.map((e) => e.fullName)).toEqual([`Grace 100%_${tag}`]);
    const next = await search(tag, `&limit=1&before=${both.nextBefore}`);
    expect([next.entries.map((e) => e.fullName), next.nextBefore]).toEqual([[`Ada Lovelace ${tag}`], null]);
  });

  // A search narrows by the words it implies (migration 0033): its middle words whole, its last
  // one as the start of a word, its first one as the end of a word. Each search below finds an
  // entry only through a word cut at the edge of the search.
  it('finds any part of the text when the search cuts words at either end', async () => {
    const tag = randomUUID().slice(0, 8);
    const hyphen = await signUp({ fullName: `Marta Quill-Feather ${tag}`, email: `m.quill+${tag}@post.example.org` });
    const joined = await signUp({ fullName: `Marta Quillfeather ${tag}9` });
    const search = async (q: string) =>
      ((await call('GET', `/admin/waitlist?q=${encodeURIComponent(q)}`)).body as AdminWaitlistPage).entries.map(
        (e) => e.id,
      );

    // The first word ends a longer one ("marta", "quillfeather").
    expect(await search(`arta quill-feather ${tag.slice(0, 2)}`)).toEqual([hyphen.id]);
    expect(await search(`feather ${tag.slice(0, 3)}`)).toEqual([joined.id, hyphen.id]);
    // The last word begins a longer one (the tag, "quillfeather").
    expect(await search(`marta quill-feather ${tag.slice(0, 5)}`)).toEqual([hyphen.id]);
    expect(await search(`${tag}9 marta quillfea`)).toEqual([]);
    expect(await search(`marta quillfea`)).toEqual([joined.id]);
    // Both ends cut, the middle whole; punctuation of an address.
    expect(await search(`.quill+${tag}@post.exam`)).toEqual([hyphen.id]);
    expect(await search(`uill+${tag}@pos`)).toEqual([hyphen.id]);
    // A space is not a hyphen, and the middle word must be whole.
    expect(await search(`marta quill feather ${tag}`)).toEqual([]);
    expect(await search(`marta quill-feathe ${tag}`)).toEqual([]);
  });

  // Lower-cased once, by the database, on both sides: JavaScript would write the search's last
  // capital sigma as a final sigma, which PostgreSQL's lower() never writes.
  it('finds a name written in capitals by the same capitals, in any alphabet', async () => {
    const tag = randomUUID().slice(0, 8);
    const greek = await signUp({ fullName: `ΟΔΥΣΣΕΥΣ ΛΑΕΡΤΙΑΔΗΣ ${tag}` });
    const french = await signUp({ fullName: `ÉLODIE Ærø ${tag}` });
    const search = async (q: string) =>
      ((await call('GET', `/admin/waitlist?q=${encodeURIComponent(q)}`)).body as AdminWaitlistPage).entries.map(
        (e) => e.id,
      );

    expect(await search(`ΟΔΥΣΣΕΥΣ ΛΑΕΡ`)).toEqual([greek.id]);
    expect(await search(`Élodie ærø ${tag}`)).toEqual([french.id]);
    expect(await search(`LODIE ÆRØ`)).toEqual([french.id]);
  });

  // A word typed in small Greek letters ends in ς; lower() writes σ for every capital Σ. The
  // index and the search fold ς into σ (migration 0035), so neither spelling misses the other.
  it('finds a Greek name by its final sigma, whichever case either side was written in', async () => {
    const tag = randomUUID().slice(0, 8);
    const capitals = await signUp({ fullName: `ΟΔΥΣΣΕΥΣ ΚΑΛΟΣ ${tag}` });
    const small = await signUp({ fullName: `Νικος Παπαδοπουλος ${tag}` });
    const search = async (q: string) =>
      ((await call('GET', `/admin/waitlist?q=${encodeURIComponent(q)}`)).body as AdminWaitlistPage).entries.map(
        (e) => e.id,
      );

    // By its words (the last one a prefix) and by its trigrams alone (one word implies none).
    expect(await search(`οδυσσευς καλος ${tag}`)).toEqual([capitals.id]);
    expect(await search(`οδυσσευς καλος`)).toEqual([capitals.id]);
    expect(await search(`ΝΙΚΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ ${tag}`)).toEqual([small.id]);
    expect(await search(`ΠΑΠΑΔΟΠΟΥΛΟΣ ${tag}`)).toEqual([small.id]);
    expect(await search(`παπαδοπουλος`)).toEqual([small.id]);
  });
});
