import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminFixture, type AdminFixture } from '../testing/admin-fixture';

// Eleven entries, counted by hand below. `at(n, time)` is n UTC days before today at that UTC time.
//
//  name  joined            confirmed  early  paid  source
//  A     today 12:00       yes        yes    yes   newsletter / email / launch
//  B     today 12:00       yes        no     no    newsletter / email / launch
//  C     today 12:00       no         yes    no    news.example.com (referring site)
//  D     2 days, 12:00     yes        yes    no    referral (J's code and J as referrer)
//  E     2 days, 12:00     no         no     no    referral (J as referrer, no code)
//  F     29 days, 12:00    yes        no     yes   news.example.com
//  G     30 days, 12:00    yes        no     no    instagram (utm_source only)
//  H     89 days, 12:00    no         yes    no    direct
//  I     90 days, 12:00    no         no     no    direct
//  J     3 days, 23:59:59  no         no     no    direct
//  K     2 days, 00:00:00  no         no     no    newsletter / email / launch (and a referring site: the campaign wins)
const at = (daysAgo: number, time: string) =>
  `(date_trunc('day', now() AT TIME ZONE 'UTC') - interval '${daysAgo} days' + time '${time}') AT TIME ZONE 'UTC'`;
const ENTRIES = [
  ['A', at(0, '12:00'), true, true, true, "'newsletter'", "'email'", "'launch'", 'NULL'],
  ['B', at(0, '12:00'), true, false, false, "'newsletter'", "'email'", "'launch'", 'NULL'],
  ['C', at(0, '12:00'), false, true, false, 'NULL', 'NULL', 'NULL', "'https://news.example.com'"],
  ['D', at(2, '12:00'), true, true, false, 'NULL', 'NULL', 'NULL', 'NULL'],
  ['E', at(2, '12:00'), false, false, false, 'NULL', 'NULL', 'NULL', 'NULL'],
  ['F', at(29, '12:00'), true, false, true, 'NULL', 'NULL', 'NULL', "'https://news.example.com'"],
  ['G', at(30, '12:00'), true, false, false, "'instagram'", 'NULL', 'NULL', 'NULL'],
  ['H', at(89, '12:00'), false, true, false, 'NULL', 'NULL', 'NULL', 'NULL'],
  ['I', at(90, '12:00'), false, false, false, 'NULL', 'NULL', 'NULL', 'NULL'],
  ['J', at(3, '23:59:59.999'), false, false, false, 'NULL', 'NULL', 'NULL', 'NULL'],
  ['K', at(2, '00:00'), false, false, false, "'newsletter'", "'email'", "'launch'", "'https://elsewhere.example'"],
] as const;

/** yyyy-MM-dd of n UTC days before today. */
const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const zero = { signUps: 0, confirmed: 0, earlyBird: 0, paid: 0 };

let fx: AdminFixture;
let token: string;

beforeAll(async () => {
  // A boost other than the default, so the places below show core's setting reaches the admin pages.
  fx = await startAdminFixture({ WAITLIST_REFERRAL_BOOST: 3 });
  token = fx.adminToken;
  for (const [name, joined, confirmed, early, paid, utmSource, utmMedium, utmCampaign, referrer] of ENTRIES) {
    await fx.core.query(`
      INSERT INTO waitlist_entries (full_name, email, plan, join_date, created_at, confirmed_at, early_bird, payment_made,
                                    utm_source, utm_medium, utm_campaign, referrer)
      VALUES ('Person ${name}', '${name.toLowerCase()}@example.com', 'monthly', '2026-11-20', ${joined},
              ${confirmed ? `${joined} + interval '1 minute'` : 'NULL'}, ${early}, ${paid}, ${utmSource}, ${utmMedium}, ${utmCampaign}, ${referrer})`);
  }
  await fx.core.query(`
    UPDATE waitlist_entries e SET referred_by_id = j.id, referral_code_used = CASE WHEN e.email = 'd@example.com' THEN j.referral_code END,
           -- A confirmed friend's referral as core decides it within the limits: credited.
           referral_state = CASE WHEN e.confirmed_at IS NOT NULL THEN 'credited' END, referral_decided_at = e.confirmed_at
      FROM waitlist_entries j WHERE j.email = 'j@example.com' AND e.email IN ('d@example.com', 'e@example.com')`);
});
afterAll(async () => {
  await fx?.close();
});

interface Funnel {
  days: number;
  daily: { day: string; signUps: number; confirmed: number; earlyBird: number; paid: number }[];
}
const funnel = async (query: string) =>
  (await (await fx.bff.call('GET', `/api/admin/stats/funnel${query}`, { token })).json()) as Funnel;

describe('GET /api/admin/stats/funnel', () => {
  it('counts the last 30 UTC days, every day present, today last', async () => {
    const body = await funnel('?days=30');
    expect(body.days).toBe(30);
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]?.day).toBe(dayAgo(29));
    expect(body.daily.at(-1)?.day).toBe(dayAgo(0));
    const byDay = Object.fromEntries(body.daily.map(({ day, ...counts }) => [day, counts]));
    expect(byDay[dayAgo(0)]).toEqual({ signUps: 3, confirmed: 2, earlyBird: 2, paid: 1 }); // A, B, C
    expect(byDay[dayAgo(1)]).toEqual(zero);
    expect(byDay[dayAgo(2)]).toEqual({ signUps: 3, confirmed: 1, earlyBird: 1, paid: 0 }); // D, E, K (midnight belongs to its day)
    expect(byDay[dayAgo(3)]).toEqual({ signUps: 1, confirmed: 0, earlyBird: 0, paid: 0 }); // J, a moment before midnight
    expect(byDay[dayAgo(29)]).toEqual({ signUps: 1, confirmed: 1, earlyBird: 0, paid: 1 }); // F
    const busy = new Set([dayAgo(0), dayAgo(2), dayAgo(3), dayAgo(29)]);
    expect(
      body.daily.filter((d) => !busy.has(d.day)).every((d) => d.signUps + d.confirmed + d.earlyBird + d.paid === 0),
    ).toBe(true);
  });

  it('counts 90 days when asked, and 30 by default', async () => {
    const body = await funnel('?days=90');
    expect(body.daily).toHaveLength(90);
    expect(body.daily[0]?.day).toBe(dayAgo(89));
    const byDay = Object.fromEntries(body.daily.map(({ day, ...counts }) => [day, counts]));
    expect(byDay[dayAgo(30)]).toEqual({ signUps: 1, confirmed: 1, earlyBird: 0, paid: 0 }); // G
    expect(byDay[dayAgo(89)]).toEqual({ signUps: 1, confirmed: 0, earlyBird: 1, paid: 0 }); // H; I is a day too old
    const total = body.daily.reduce((n, d) => n + d.signUps, 0);
    expect(total).toBe(10);
    expect((await funnel('')).daily).toHaveLength(30);
  });

  it('refuses another window and needs a session', async () => {
    const res = await fx.bff.call('GET', '/api/admin/stats/funnel?days=7', { token });
    expect(res.status).toBe(400);
    expect((await fx.bff.call('GET', '/api/admin/stats/funnel?days=abc', { token })).status).toBe(400);
    expect((await fx.bff.call('GET', '/api/admin/stats/funnel')).status).toBe(401);
  });
});

describe('GET /api/admin/stats: confirmation and sources', () => {
  it('counts confirmed and unconfirmed entries', async () => {
    const body = (await (await fx.bff.call('GET', '/api/admin/stats', { token })).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ totalCount: 11, confirmedCount: 5, unconfirmedCount: 6 }); // A B D F G confirmed
  });

  it('groups sources as staff read them, biggest first, with confirmed and paid', async () => {
    const body = (await (await fx.bff.call('GET', '/api/admin/stats', { token })).json()) as { sources: unknown[] };
    expect(body.sources).toEqual([
      { kind: 'campaign', label: 'newsletter / email / launch', count: 3, confirmed: 2, paid: 1 }, // A B K
      { kind: 'direct', label: '', count: 3, confirmed: 0, paid: 0 }, // H I J
      { kind: 'referral', label: '', count: 2, confirmed: 1, paid: 0 }, // D E
      { kind: 'referrer', label: 'news.example.com', count: 2, confirmed: 1, paid: 1 }, // C F
      { kind: 'campaign', label: 'instagram', count: 1, confirmed: 1, paid: 0 }, // G
    ]);
  });
});

describe('places and referrals in the waitlist and the CSV', () => {
  // Boost 3: J (10th to join) has one confirmed referral (D; E is not confirmed), so it moves
  // from 10th to 7th; on the tie with G (7th by join order) the referrer goes first.
  it("shows each entry's place, referrals and confirmation", async () => {
    const body = (await (await fx.bff.call('GET', '/api/admin/waitlist', { token })).json()) as {
      entries: {
        email: string;
        position: number;
        referrals: number;
        confirmedAt: string | null;
        source: string | null;
      }[];
    };
    const row = (email: string) => body.entries.find((e) => e.email === email);
    expect(row('j@example.com')).toMatchObject({ position: 7, referrals: 1, confirmedAt: null });
    expect(row('g@example.com')).toMatchObject({ position: 8, referrals: 0 });
    expect(row('f@example.com')).toMatchObject({ position: 6, referrals: 0 });
    expect(row('k@example.com')).toMatchObject({ position: 11, referrals: 0 });
    expect(row('a@example.com')?.confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2}T12:01:00\.000Z$/);
    expect(row('d@example.com')?.source).toMatch(/^referral [A-Za-z0-9_-]+$/);
  });

  it('carries confirmed, position and referrals in the CSV', async () => {
    const csv = await (await fx.bff.call('GET', '/api/admin/waitlist/export.csv', { token })).text();
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]?.endsWith(',Source,Confirmed,Position,Referrals,Privacy Version,Privacy Accepted')).toBe(true);
    expect(lines.find((l) => l.includes('j@example.com'))).toMatch(/,,,,,7,1,,$/);
    expect(lines.find((l) => l.includes('a@example.com'))).toMatch(
      /,newsletter \/ email \/ launch,\d{4}-\d{2}-\d{2}T12:01:00\.000Z,1,0,,$/,
    );
    expect(lines).toHaveLength(12);
  });
});

describe('a long tail of sources', () => {
  // Runs last: it adds entries the counts above must not see.
  it('keeps the 20 biggest groups and sums the rest as one row', async () => {
    await fx.core.query(`
      INSERT INTO waitlist_entries (full_name, email, plan, join_date, utm_source)
      SELECT 'Tail ' || i, 'tail' || i || '@example.com', 'monthly', '2026-11-20', 'c' || lpad(i::text, 2, '0')
      FROM generate_series(1, 20) AS i`);
    const body = (await (await fx.bff.call('GET', '/api/admin/stats', { token })).json()) as {
      sources: { kind: string; label: string; count: number }[];
    };
    expect(body.sources).toHaveLength(21);
    // The four groups of two or three, then c01 to c16 (ties by label); c17–c20 and instagram are the rest.
    expect(body.sources.slice(4, 20).map((s) => s.label)).toEqual(
      Array.from({ length: 16 }, (_, i) => `c${String(i + 1).padStart(2, '0')}`),
    );
    expect(body.sources[20]).toEqual({ kind: 'other', label: '', count: 5, confirmed: 1, paid: 0 });
  });
});
