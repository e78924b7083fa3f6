// `node --import tsx scripts/bench/reconcile.mjs`: the check of the product's subscriptions
// against Stripe, at scale. RECONCILE_BENCH_SUBSCRIPTIONS (default 10,000) subscriptions at a
// local fake Stripe, each held by an entry in a real core-service (embedded PostgreSQL), side by
// side in one run:
//  - before: reconcile as it was, one `subscriptions.retrieve` per entry, in order (reproduced
//    here over core's pages of entries);
//  - after: the admins' job through bff-admin (POST, then GET polled until done), which lists
//    Stripe 100 a page and matches each page in core.
// Figures: Stripe calls and wall time of each, and their ratios. Against the real Stripe each
// call costs a round trip of ~100-300 ms, so the call count is what the wall time becomes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createStripeClient } from '../../packages/billing/src/index.ts';
import { freePort, startEmbeddedPostgres } from '../../packages/dev-postgres/src/index.ts';
import { createLogger } from '../../packages/server-kit/src/index.ts';
import { startFakeStripe } from '../../packages/test-fakes/src/index.ts';
import { readConfig } from '../../core-service/src/config.ts';
import { migrate } from '../../core-service/src/db/migrator.ts';
import { createSequelize } from '../../core-service/src/db/sequelize.ts';
import { startCoreService } from '../../core-service/src/server.ts';
import { startTestBffAdmin } from '../../bff-admin/src/testing/start-test-bff.ts';

const N = Number(process.env.RECONCILE_BENCH_SUBSCRIPTIONS ?? 10_000);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const silent = createLogger('bench', 'silent');

const dataDir = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-reconcile-bench-'));
const postgres = await startEmbeddedPostgres({
  dataDir,
  port: await freePort(),
  database: 'fresh_pouf',
  ephemeral: true,
});
const stripe = await startFakeStripe();
let core;
let bff;
try {
  const sequelize = createSequelize(postgres.url, silent);
  await migrate(sequelize, silent);
  await sequelize.close();
  const token = randomBytes(24).toString('hex');
  core = await startCoreService({
    ...readConfig({
      CORE_SERVICE_TOKEN: token,
      DATABASE_URL: postgres.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    }),
    PORT: 0,
    LOG_LEVEL: 'silent',
    RETENTION_INTERVAL_MS: 0,
  });
  bff = await startTestBffAdmin(
    { url: core.url, token },
    { STRIPE_READ_KEY: 'rk_test_bench', STRIPE_API_URL: stripe.url },
  );

  // N customers in step: Stripe's side, then the entries holding them.
  const customers = [];
  const subscriptions = [];
  for (let i = 0; i < N; i += 1) {
    customers.push(`cus_bench${i}`);
    subscriptions.push(
      stripe.seedSubscription({ customer: `cus_bench${i}`, status: 'active', unitAmount: 674, intervalCount: 1 }),
    );
  }
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  await db.query(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, stripe_customer_id, stripe_subscription_id, subscription_status, payment_made)
     SELECT 'Bench ' || i, 'bench' || i || '@example.com', 'monthly', '2026-11-20', c, s, 'active', true
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(c, s, i)`,
    [customers, subscriptions],
  );
  await db.end();

  // Before: each entry's subscription asked of Stripe by id, one after another.
  const client = createStripeClient('rk_test_bench', stripe.url);
  let calls = stripe.requests.length;
  let started = performance.now();
  let compared = 0;
  for (let after = 0; ;) {
    const res = await fetch(`${core.url}/internal/billing/subscriptions?after=${after}`, {
      headers: { 'x-service-token': token },
    });
    const page = await res.json();
    for (const entry of page.subscriptions) {
      await client.subscriptions.retrieve(entry.stripeSubscriptionId);
      compared += 1;
    }
    if (page.nextAfter === null) break;
    after = page.nextAfter;
  }
  const before = { ms: performance.now() - started, calls: stripe.requests.length - calls, compared };

  // After: the admins' job.
  const login = await bff.call('POST', '/api/admin/login', { body: ADMIN });
  const { token: session } = await login.json();
  calls = stripe.requests.length;
  started = performance.now();
  const start = await bff.call('POST', '/api/admin/billing/reconcile', { token: session });
  if (start.status !== 202) throw new Error(`start answered ${start.status}`);
  let run;
  for (;;) {
    run = (await (await bff.call('GET', '/api/admin/billing/reconcile', { token: session })).json()).run;
    if (run.state !== 'running') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const after = { ms: performance.now() - started, calls: stripe.requests.length - calls, compared: run.checked };
  if (run.state !== 'done' || run.driftCount !== 0)
    throw new Error(`the job ended ${run.state} with ${run.driftCount} drift(s)`);

  const line = (name, r) =>
    `${name}: ${r.compared} subscriptions compared, ${r.calls} Stripe calls, ${(r.ms / 1000).toFixed(2)} s`;
  console.log(line('before (one retrieve per entry)', before));
  console.log(line('after (the job: list 100 a page, match in core)', after));
  console.log(
    `ratios: ${(before.calls / after.calls).toFixed(0)}x fewer Stripe calls, ${(before.ms / after.ms).toFixed(1)}x the speed (local fake, no network latency)`,
  );
} finally {
  await bff?.close();
  await core?.close();
  await stripe.close();
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
