// `node --import tsx scripts/bench/announcements.mjs`: the announcement figures. An announcement to
// 10,000 confirmed entries, handed to a local fake Postmark by one core-service (the product as
// `npm start` runs it): the time from "send" until the provider has all 10,000; and, while that
// send runs, sign-ups through the gateway every 100 ms: how long each POST took and how long each
// one's own e-mail waited to reach the provider (transactional mail goes before the broadcast).
import { connectBenchDb } from './bench-db.mjs';
import { startFakePostmark } from '../../packages/test-fakes/src/index.ts';
import { signupBody } from './signup-load.mjs';
import { BENCH_PORTS, startStack } from './stack.mjs';

const RECIPIENTS = Number(process.env.ANNOUNCEMENT_BENCH_RECIPIENTS ?? 10_000);
const SERVICE_TOKEN = 'bench-core-service-token-0123456789abcdef';
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x) => `${Math.round(x)} ms`;

const postmark = await startFakePostmark();
const stack = await startStack({
  env: {
    CORE_SERVICE_TOKEN: SERVICE_TOKEN,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    POSTMARK_SERVER_TOKEN: 'bench-postmark-token',
    POSTMARK_API_URL: postmark.url,
    COMPANY_POSTAL_ADDRESS: '123 Lather Lane, Portland, OR 97201, USA',
    WAITLIST_MIN_FILL_MS: '0',
    WAITLIST_RATE_LIMIT_MAX: '100000',
    OUTBOX_POLL_MS: '200',
  },
});
try {
  const db = await connectBenchDb(stack.dataDir, BENCH_PORTS.postgres);
  await db.query(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, confirmed_at)
     SELECT 'Reader ' || i, 'reader-' || i || '@bench.example.com', 'monthly', '2026-11-23', now() FROM generate_series(1, $1) AS i`,
    [RECIPIENTS],
  );
  const [{ id: adminId }] = (await db.query('SELECT id FROM users WHERE username = $1', [ADMIN.username])).rows;
  await db.end();

  const core = (method, path, body) =>
    fetch(`http://127.0.0.1:${BENCH_PORTS.core}/internal${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-service-token': SERVICE_TOKEN, 'x-actor-id': String(adminId) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  const draft = await core('POST', '/announcements', {
    subject: 'We launch on Monday',
    bodyMarkdown: '# Launch\n\nFresh poufs ship **Monday**.',
    segment: 'confirmed',
  });
  const id = draft.body.announcement.id;

  // When each e-mail was first seen at the fake provider (scanned every 20 ms).
  const seenAt = new Map();
  let scanned = 0;
  const scanner = setInterval(() => {
    for (; scanned < postmark.received.length; scanned += 1) {
      const m = postmark.received[scanned];
      // To is `"Name" <address>` when the e-mail has a name.
      const to = /<([^>]+)>/.exec(m.To)?.[1] ?? m.To;
      if (m.MessageStream === 'outbound' && !seenAt.has(to)) seenAt.set(to, performance.now());
    }
  }, 20);

  // Sign-ups all through the send: each one's POST time, and when its own e-mail reached Postmark.
  const signups = [];
  let sending = true;
  const load = (async () => {
    for (let i = 0; sending; i += 1) {
      const email = `while-sending-${i}@bench.example.com`;
      const started = performance.now();
      const res = await fetch(`${stack.url}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: signupBody(email, 'monthly'),
      });
      await res.arrayBuffer();
      signups.push({ email, started, postMs: performance.now() - started, status: res.status });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  await new Promise((r) => setTimeout(r, 500));
  const sendStarted = performance.now();
  const sent = await core('POST', `/announcements/${id}/send`);
  if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const queuedMs = performance.now() - sendStarted;
  const broadcast = () => postmark.received.filter((m) => m.MessageStream === 'broadcast').length;
  while (broadcast() < RECIPIENTS) await new Promise((r) => setTimeout(r, 50));
  const handedMs = performance.now() - sendStarted;
  sending = false;
  await load;

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && signups.some((x) => !seenAt.has(x.email)))
    await new Promise((r) => setTimeout(r, 50));
  clearInterval(scanner);
  const waits = signups.filter((x) => seenAt.has(x.email)).map((x) => seenAt.get(x.email) - x.started);
  const posts = signups.map((s) => s.postMs);
  console.log(
    `announcement to ${RECIPIENTS.toLocaleString('en-US')} confirmed entries: queued in ${ms(queuedMs)}, all handed to the provider ${(handedMs / 1000).toFixed(1)} s after "send" (${Math.round(RECIPIENTS / (handedMs / 1000))} e-mails/s)`,
  );
  console.log(
    `${signups.length} sign-ups meanwhile (one every 100 ms): POST /api/waitlist median ${ms(percentile(posts, 0.5))}, p95 ${ms(percentile(posts, 0.95))}, longest ${ms(Math.max(...posts))}; ${signups.filter((s) => s.status !== 201).length} not 201`,
  );
  console.log(
    `their own e-mails reached the provider after: median ${ms(percentile(waits, 0.5))}, p95 ${ms(percentile(waits, 0.95))}, longest ${ms(Math.max(...waits))} (${waits.length} of ${signups.length} arrived)`,
  );
} finally {
  await stack.stop();
  await postmark.close();
}
