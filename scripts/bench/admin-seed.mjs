// The staff benches' waitlist: a realistic list of any length, written straight into the
// bench stack's PostgreSQL (one statement), so a million entries take about a minute.
import { connectBenchDb } from './bench-db.mjs';
import { BENCH_PORTS } from './stack.mjs';

// A realistic mix: created over the last 120 days, about 70 % confirmed, a third Early
// Bird, some paid, a fifth from utm campaigns, some from other sites, about one in seven brought
// by another entry's referral link. Deterministic (hashes of the row number), so runs compare.
// A database kept from an earlier run (ADMIN_BENCH_DATA_DIR) that already holds the same list is
// used as it is: seeding a million entries takes about a minute.
export async function seedWaitlist(dataDir, entries) {
  const client = await connectBenchDb(dataDir, BENCH_PORTS.postgres);
  const started = performance.now();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM waitlist_entries');
  if (rows[0].n === entries) {
    await client.end();
    console.log(`reused the ${entries.toLocaleString('en-US')} waitlist entries already in ${dataDir}`);
    return;
  }
  if (rows[0].n !== 0) throw new Error(`${dataDir} holds ${rows[0].n} entries, not ${entries}: use another directory`);
  await client.query(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, payment_made, is_family, number_of_poufs,
                                   created_at, confirmed_at, utm_source, utm_medium, utm_campaign, referrer)
     SELECT 'Bench Person ' || i, 'bench' || i || '@example.com',
            (ARRAY['monthly','bi-monthly','quarterly','family'])[1 + i % 4], '2026-11-21',
            i % 3 = 0, i % 3 = 0 AND h % 4 = 0, i % 4 = 3, CASE WHEN i % 4 = 3 THEN 2 + i % 4 ELSE 1 END,
            at, CASE WHEN (h / 10) % 10 < 7 THEN at + interval '20 minutes' END,
            CASE WHEN h % 5 = 0 THEN (ARRAY['newsletter','instagram','facebook','google','tiktok'])[1 + (h / 5) % 5] END,
            CASE WHEN h % 5 = 0 THEN (ARRAY['email','social','cpc'])[1 + (h / 25) % 3] END,
            CASE WHEN h % 5 = 0 THEN (ARRAY['launch','spring','early-bird'])[1 + (h / 75) % 3] END,
            CASE WHEN h % 5 IN (1, 2) AND h % 3 = 0 THEN (ARRAY['https://news.example.com','https://blog.example.org','https://www.reddit.com'])[1 + (h / 7) % 3] END
     FROM generate_series(1, $1) AS i,
          LATERAL (SELECT (i * 2654435761::bigint) % 1000003 AS h, now() - make_interval(secs => ($1 - i) * (120 * 86400.0 / $1)) AS at) AS x`,
    [entries],
  );
  // About one entry in seven followed an earlier entry's link (the earlier one is a few hundred places up).
  await client.query(
    `UPDATE waitlist_entries e SET referred_by_id = r.id, referral_code_used = r.referral_code,
            referral_state = CASE WHEN e.confirmed_at IS NOT NULL THEN 'credited' END, referral_decided_at = e.confirmed_at
       FROM waitlist_entries r
      WHERE e.email LIKE 'bench%' AND e.id % 7 = 1 AND e.utm_source IS NULL AND r.id = e.id - 1 - (e.id * 37) % 500`,
  );
  await client.query('ANALYZE waitlist_entries');
  await client.end();
  console.log(
    `seeded ${entries.toLocaleString('en-US')} waitlist entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Signs the bench's admin in through the gateway: the session (token and user) a staff screen reads. */
export async function signInAdmin(siteUrl, admin) {
  const login = await fetch(`${siteUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const session = await login.json();
  if (!session.token) throw new Error(`bench sign-in failed: ${login.status} ${JSON.stringify(session)}`);
  return session;
}
