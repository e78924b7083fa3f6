import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminFixture, type AdminFixture } from '../testing/admin-fixture';

let fx: AdminFixture;
let token: string;

beforeAll(async () => {
  fx = await startAdminFixture();
  token = await fx.signIn();
  // 30 entries: every third early bird, every fifth paid, plan cycling through the four.
  await fx.core.query(`
    INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, payment_made, is_family, number_of_poufs)
    SELECT 'Person ' || i, 'p' || i || '@example.com',
           (ARRAY['monthly','bi-monthly','quarterly','family'])[1 + i % 4], '2026-11-20',
           i % 3 = 0, i % 5 = 0, i % 4 = 3, CASE WHEN i % 4 = 3 THEN 3 ELSE 1 END
    FROM generate_series(0, 29) AS i`);
});
afterAll(async () => {
  await fx?.close();
});

describe('GET /api/admin/stats', () => {
  it('matches the rows', async () => {
    const res = await fx.bff.call('GET', '/api/admin/stats', { token });
    expect(res.status).toBe(200);
    const [expected] = await fx.core.query<{ total: number; early: number; paid: number; family: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE early_bird)::int AS early,
              count(*) FILTER (WHERE payment_made)::int AS paid, count(*) FILTER (WHERE is_family)::int AS family
       FROM waitlist_entries`,
    );
    const body = (await res.json()) as {
      totalCount: number;
      earlyBirdCount: number;
      paidCount: number;
      familyPlanCount: number;
      planBreakdown: { plan: string; count: number }[];
    };
    expect(body).toMatchObject({
      totalCount: 30,
      earlyBirdCount: expected?.early,
      paidCount: expected?.paid,
      familyPlanCount: expected?.family,
    });
    expect(body.earlyBirdCount).toBe(10);
    expect(body.paidCount).toBe(6);
    expect(body.familyPlanCount).toBe(7);
    expect(Object.fromEntries(body.planBreakdown.map((p) => [p.plan, p.count]))).toEqual({
      monthly: 8,
      'bi-monthly': 8,
      quarterly: 7,
      family: 7,
    });
  });

  it('needs a session', async () => {
    expect((await fx.bff.call('GET', '/api/admin/stats')).status).toBe(401);
    expect((await fx.bff.call('GET', '/api/admin/waitlist')).status).toBe(401);
  });
});

describe('GET /api/admin/waitlist', () => {
  it('answers entries newest first, in the shape the screens read', async () => {
    const res = await fx.bff.call('GET', '/api/admin/waitlist', { token });
    const body = (await res.json()) as {
      entries: { id: number; joinDate: string }[];
      total: number;
      nextBefore: number | null;
    };
    expect(body.total).toBe(30);
    expect(body.entries).toHaveLength(30);
    expect(body.nextBefore).toBeNull();
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      fullName: 'Person 29',
      email: 'p29@example.com',
      plan: 'bi-monthly',
      isFamily: false,
      numberOfPoufs: 1,
      joinDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      paymentMade: false,
      earlyBird: false,
      subscriptionStatus: null,
      cancelAt: null,
      priceAlert: null,
      source: null,
      confirmedAt: null,
      position: 30,
      referrals: 0,
      privacyVersion: null,
      privacyAcceptedAt: null,
    });
  });

  it('pages by keyset without gaps or repeats', async () => {
    const seen: number[] = [];
    let before: number | null | undefined;
    do {
      const query = `limit=7${before ? `&before=${before}` : ''}`;
      const body = (await (await fx.bff.call('GET', `/api/admin/waitlist?${query}`, { token })).json()) as {
        entries: { id: number }[];
        nextBefore: number | null;
      };
      seen.push(...body.entries.map((e) => e.id));
      before = body.nextBefore;
    } while (before);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('refuses a page size out of range', async () => {
    expect((await fx.bff.call('GET', '/api/admin/waitlist?limit=5000', { token })).status).toBe(400);
  });

  it('searches the whole list by name, address or plan, any case, a page at a time', async () => {
    const search = async (query: string) =>
      (await (await fx.bff.call('GET', `/api/admin/waitlist?${query}`, { token })).json()) as {
        entries: { fullName: string; email: string }[];
        total: number;
        nextBefore: number | null;
      };
    const byName = await search('q=PERSON%202');
    expect(byName.entries.map((e) => e.fullName)).toEqual([
      'Person 29',
      'Person 28',
      'Person 27',
      'Person 26',
      'Person 25',
      'Person 24',
      'Person 23',
      'Person 22',
      'Person 21',
      'Person 20',
      'Person 2',
    ]);
    expect(byName.total).toBe(30);
    expect((await search('q=%20p7%40example.COM%20')).entries.map((e) => e.email)).toEqual(['p7@example.com']);
    expect((await search('q=quarterly')).entries).toHaveLength(7);
    expect((await search('q=nobody')).entries).toEqual([]);
    const first = await search('q=person%201&limit=4');
    expect(first.entries.map((e) => e.fullName)).toEqual(['Person 19', 'Person 18', 'Person 17', 'Person 16']);
    const next = await search(`q=person%201&limit=4&before=${first.nextBefore}`);
    expect(next.entries.map((e) => e.fullName)).toEqual(['Person 15', 'Person 14', 'Person 13', 'Person 12']);
    expect((await fx.bff.call('GET', `/api/admin/waitlist?q=${'x'.repeat(201)}`, { token })).status).toBe(400);
  });
});

describe('GET /api/admin/waitlist/export.csv', () => {
  // It adds entries of its own: a core of its own, so the counts above never see them.
  let own: AdminFixture;
  beforeAll(async () => {
    own = await startAdminFixture();
  });
  afterAll(async () => {
    await own?.close();
  });

  it('carries every entry and escapes commas, quotes and formulas', async () => {
    await own.core.query(
      `INSERT INTO waitlist_entries (full_name, email, plan, join_date) VALUES
       ('Smith, "Jo"', 'jo@example.com', 'monthly', '2026-11-20'),
       ('=HYPERLINK("x")', 'formula@example.com', 'monthly', '2026-11-20')`,
    );
    await own.core.query(
      `INSERT INTO waitlist_entries (full_name, email, plan, join_date, privacy_version, privacy_accepted_at)
       VALUES ('Consenting Person', 'consent@example.com', 'monthly', '2026-11-23', '2026-11-23', '2026-11-23T10:00:00Z')`,
    );
    const res = await own.bff.call('GET', '/api/admin/waitlist/export.csv', { token: own.adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    const [{ total }] = (await own.core.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM waitlist_entries',
    )) as [{ total: number }];
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toBe(
      'ID,Full Name,Email,Plan,Family Plan,Number of Poufs,Early Bird,Paid,Joined,Subscription,Price Alert,Source,Confirmed,Position,Referrals,Privacy Version,Privacy Accepted',
    );
    expect(lines.find((l) => l.includes('jo@example.com'))).toMatch(
      /^\d+,"Smith, ""Jo""",jo@example\.com,monthly,No,1,No,No,\d{4}-[^,]+,,,,,1,0,,$/,
    );
    expect(lines.find((l) => l.includes('formula@example.com'))).toMatch(
      /^\d+,"'=HYPERLINK\(""x""\)",formula@example\.com,/,
    );
    // Consent on record: the Privacy Policy version and when it was accepted.
    expect(lines.find((l) => l.includes('consent@example.com'))).toMatch(/,2026-11-23,2026-11-23T10:00:00\.000Z$/);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(new Set(ids).size).toBe(total);
  });

  it('needs a session', async () => {
    expect((await fx.bff.call('GET', '/api/admin/waitlist/export.csv')).status).toBe(401);
  });
});

describe('paying customers on the dashboard and in the waitlist', () => {
  // Entries of its own: a core of its own, so the counts above never see them.
  let own: AdminFixture;
  let adminToken: string;
  beforeAll(async () => {
    own = await startAdminFixture();
    adminToken = own.adminToken;
    await own.core.query(`
      INSERT INTO waitlist_entries (full_name, email, plan, join_date, payment_made, subscription_status, cancel_at_period_end, subscription_period_end, price_mismatch_at, price_mismatch_detail)
      VALUES ('A One', 'active1@example.com', 'monthly', '2026-11-20', true, 'active', false, NULL, NULL, NULL),
             ('A Two', 'active2@example.com', 'monthly', '2026-11-20', true, 'active', false, NULL, NULL, NULL),
             ('Leaving', 'leaving@example.com', 'monthly', '2026-11-20', true, 'active', true, '2027-02-13T00:00:00Z', NULL, NULL),
             ('Late', 'late@example.com', 'quarterly', '2026-11-20', false, 'past_due', false, NULL, NULL, NULL),
             ('Gone', 'gone@example.com', 'monthly', '2026-11-20', false, 'canceled', false, NULL, NULL, NULL),
             ('Pricey', 'pricey@example.com', 'monthly', '2026-11-20', true, 'active', false, NULL, '2026-11-22T10:00:00Z',
              'Invoice in_9 (invoice.paid) charges $8.99 per period; the locked Early Bird price is $6.74'),
             -- First payments declined: one still open to another try, one expired unpaid.
             ('Declined', 'declined@example.com', 'monthly', '2026-11-20', false, 'incomplete', false, NULL, NULL, NULL),
             ('Never paid', 'never-paid@example.com', 'monthly', '2026-11-20', false, 'incomplete_expired', false, NULL, NULL, NULL)`);
  });
  afterAll(async () => {
    await own?.close();
  });

  it('counts the sign-ups refused in the last 30 days by reason', async () => {
    await own.core.query(`INSERT INTO signup_refusals (day, reason, count) VALUES
      (current_date, 'throwaway', 3), (current_date - 1, 'throwaway', 2), (current_date, 'honeypot', 4), (current_date - 40, 'too-fast', 9)`);
    const body = (await (await own.bff.call('GET', '/api/admin/stats', { token: adminToken })).json()) as Record<
      string,
      unknown
    >;
    expect(body.refusedSignUps).toEqual({ throwaway: 5, honeypot: 4, tooFast: 0 });
  });

  it('counts customers by subscription state (a checkout that expired unpaid canceled nothing) and lists price alerts', async () => {
    const body = (await (await own.bff.call('GET', '/api/admin/stats', { token: adminToken })).json()) as Record<
      string,
      unknown
    >;
    expect(body.subscriptions).toEqual({ active: 3, pastDue: 1, cancelAtPeriodEnd: 1, canceled: 1, incomplete: 1 });
    expect(body.priceAlerts).toEqual([
      {
        entryId: expect.any(Number),
        email: 'pricey@example.com',
        detail: 'Invoice in_9 (invoice.paid) charges $8.99 per period; the locked Early Bird price is $6.74',
        at: '2026-11-22T10:00:00.000Z',
      },
    ]);
  });

  it('shows where each sign-up came from, in a few words', async () => {
    await own.core
      .query(`INSERT INTO waitlist_entries (full_name, email, plan, join_date, utm_source, utm_medium, utm_campaign, referrer, referral_code_used)
      VALUES ('Campaign', 'campaign@example.com', 'monthly', '2026-11-20', 'newsletter', 'email', 'launch', NULL, NULL),
             ('Referred', 'referred@example.com', 'monthly', '2026-11-20', NULL, NULL, NULL, 'https://friend.example', 'AbC123'),
             ('Linked', 'linked@example.com', 'monthly', '2026-11-20', NULL, NULL, NULL, 'https://news.example.com', NULL)`);
    const body = (await (await own.bff.call('GET', '/api/admin/waitlist', { token: adminToken })).json()) as {
      entries: { email: string; source: string | null }[];
    };
    const sourceOf = (email: string) => body.entries.find((e) => e.email === email)?.source;
    expect(sourceOf('campaign@example.com')).toBe('newsletter / email / launch');
    expect(sourceOf('referred@example.com')).toBe('referral AbC123');
    expect(sourceOf('linked@example.com')).toBe('news.example.com');
    expect(sourceOf('active1@example.com')).toBeNull();
  });

  it("shows each entry's subscription and a pending cancellation in the list and the CSV", async () => {
    const body = (await (await own.bff.call('GET', '/api/admin/waitlist', { token: adminToken })).json()) as {
      entries: Record<string, unknown>[];
    };
    expect(body.entries.find((e) => e.email === 'leaving@example.com')).toMatchObject({
      subscriptionStatus: 'active',
      cancelAt: '2027-02-13T00:00:00.000Z',
      priceAlert: null,
    });
    const csv = await (await own.bff.call('GET', '/api/admin/waitlist/export.csv', { token: adminToken })).text();
    expect(csv.split('\r\n').find((l) => l.includes('leaving@example.com'))).toMatch(
      /,"Active, cancels on Feb 13, 2027",,,,3,0,,$/,
    );
    expect(csv.split('\r\n').find((l) => l.includes('pricey@example.com'))).toMatch(
      /,Active,Invoice in_9 \(invoice\.paid\) charges \$8\.99 per period; the locked Early Bird price is \$6\.74,,,6,0,,$/,
    );
  });
});
