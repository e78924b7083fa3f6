// `npm run test:prod`: the production rehearsal. The compiled services, two copies of each, on
// Debian's PostgreSQL, the static fronts served by the image's nginx.conf, nginx balancing in
// front, Debian's Prometheus scraping every copy with the repository's alert rules; the smoke
// journeys, then 1,000 sign-ups at a steady rate while one copy of each service is SIGKILLed
// in turn and PostgreSQL restarts, then Postmark failing for a moment. Prints a report; exits
// 1 when a check fails.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@fresh-pouf/dev-postgres';
import { startFakePostmark } from '@fresh-pouf/test-fakes';
import { buildService } from '../build-service';
import { startNginx } from '../nginx-process';
import { startBalancer } from './balancer-nginx';
import { checkOutcomes, type Check } from './checks';
import { readConfig } from './config';
import { startDebianPostgres } from './debian-postgres';
import { startPrometheus } from './prometheus-server';
import { prometheusWatch } from './prometheus-watch';
import { rehearsalAlertRules } from './rehearsal-alert-rules';
import { openDatabase } from './rehearsal-database';
import { serviceCopy, type ServiceCopy } from './service-copy';
import { runSignUps } from './sign-up-load';
import { publishAndReadPost, signInWithTwoFactor, visitLanding } from './smoke-journeys';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SIGN_UPS = 1_000;
const PER_SECOND = 25;
/**
 * The sign-ups sent before a pause of a second or so, once core's SIGKILLed copy is back: the
 * counter is marked there, with nothing in flight. What a killed copy counted after its last
 * scrape dies with it, so the counter is held to the rows stored from that mark on.
 */
const SIGN_UPS_BEFORE_MARK = 200;
/** Prometheus scrapes and evaluates the rules this often (seconds). */
const PROMETHEUS_INTERVAL_S = 1;
/** Seconds into the sign-ups at which each fault starts (one after another). */
const FAULT_AT_S = [4, 10, 16, 22, 28];
/** Each static site and the gateway's names for it: <PREFIX>_URL (its site) and <PREFIX>_SERVER_URL (its server bundle). */
const STATIC_SITES = [
  ['shell', 'SHELL'],
  ['mf-marketing', 'MF_MARKETING'],
  ['mf-checkout', 'MF_CHECKOUT'],
  ['mf-blog', 'MF_BLOG'],
  ['mf-admin', 'MF_ADMIN'],
] as const;
const NODE_SERVICES = ['core-service', 'bff-public', 'bff-admin', 'gateway'] as const;
type NodeService = (typeof NODE_SERVICES)[number];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[rehearsal] ${line}`);

async function main(): Promise<boolean> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const logs = await mkdtemp(path.join(tmpdir(), 'fresh-pouf-rehearsal-logs-'));
  try {
    say('compiling the Node services (esbuild, as the image build does)');
    for (const service of NODE_SERVICES) await buildService(path.join(root, service));

    const postgres = await startDebianPostgres();
    cleanups.push(() => postgres.stop());
    say(`Debian PostgreSQL ${postgres.version} running`);
    const db = await openDatabase(postgres.databaseUrl);
    cleanups.push(() => db.close());

    const postmark = await startFakePostmark();
    // A provider that takes a moment per e-mail, as Postmark does: a copy killed mid-batch leaves
    // e-mails it had claimed (some handed over, not yet recorded) for another copy to take over.
    postmark.setDelay(100);
    cleanups.push(() => postmark.close());

    const ports = {
      edge: await freePort(),
      lb: { 'core-service': await freePort(), 'bff-public': await freePort(), 'bff-admin': await freePort() },
      copies: {} as Record<NodeService, number[]>,
    };
    for (const service of NODE_SERVICES) ports.copies[service] = [await freePort(), await freePort()];
    /** Each copy's /metrics port (METRICS_PORT), which Prometheus scrapes. */
    const metricsPorts = {} as Record<NodeService, number[]>;
    for (const service of NODE_SERVICES) metricsPorts[service] = [await freePort(), await freePort()];
    const instanceOf = (service: NodeService, i: number) => `127.0.0.1:${metricsPorts[service][i] ?? 0}`;
    const lbUrl = (s: keyof typeof ports.lb) => `http://127.0.0.1:${ports.lb[s]}`;
    const site = `http://127.0.0.1:${ports.edge}`;
    const secrets = {
      core: randomBytes(24).toString('base64url'),
      jwt: randomBytes(36).toString('base64url'),
      admin: randomBytes(15).toString('base64url'),
    };

    // The release step: migrations once, before any copy of core starts.
    say('migrating (node core-service/dist/migrate.js)');
    execFileSync(process.execPath, ['core-service/dist/migrate.js'], {
      cwd: root,
      env: { PATH: readConfig().PATH, NODE_ENV: 'production', DATABASE_URL: postgres.databaseUrl, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });

    const statics: Record<string, string> = {};
    for (const [app, prefix] of STATIC_SITES) {
      const nginx = await startNginx({
        confPath: path.join(root, 'packages/deploy/docker/nginx.conf'),
        root: path.join(root, app, 'dist'),
        port: await freePort(),
      });
      cleanups.push(() => nginx.stop());
      statics[`${prefix}_URL`] = nginx.url;
      statics[`${prefix}_SERVER_URL`] = nginx.serverBundleUrl;
    }
    // The gateways' copies of the server bundles, fetched from the static sites' nginx (both
    // copies share it, as processes of one machine would).
    const bundleCache = await mkdtemp(path.join(tmpdir(), 'fresh-pouf-rehearsal-bundles-'));
    cleanups.push(() => rm(bundleCache, { recursive: true, force: true }));

    const envOf: Record<NodeService, Record<string, string>> = {
      'core-service': {
        DATABASE_URL: postgres.databaseUrl,
        CORE_SERVICE_TOKEN: secrets.core,
        POSTMARK_SERVER_TOKEN: 'rehearsal-server-token',
        POSTMARK_API_URL: postmark.url,
        OUTBOX_POLL_MS: '500',
        OUTBOX_SEND_TIMEOUT_MS: '2000',
        OUTBOX_LEASE_MS: '25000',
        OUTBOX_RETRY_BASE_MS: '500',
        // A refused e-mail is tried again within 2 s: the outbox-age alert clears soon after Postmark is back.
        OUTBOX_RETRY_MAX_MS: '2000',
        ADMIN_USERNAME: 'rehearsal-admin',
        ADMIN_PASSWORD: secrets.admin,
        ADMIN_EMAIL: 'rehearsal-admin@example.com',
        PUBLIC_SITE_URL: site,
      },
      'bff-public': {
        CORE_SERVICE_URL: lbUrl('core-service'),
        CORE_SERVICE_TOKEN: secrets.core,
        TRUST_PROXY: '127.0.0.1',
        WAITLIST_RATE_LIMIT_MAX: '100000',
        PUBLIC_SITE_URL: site,
      },
      'bff-admin': {
        CORE_SERVICE_URL: lbUrl('core-service'),
        CORE_SERVICE_TOKEN: secrets.core,
        ADMIN_JWT_SECRET: secrets.jwt,
        TRUST_PROXY: '127.0.0.1',
      },
      gateway: {
        BFF_PUBLIC_URL: lbUrl('bff-public'),
        BFF_ADMIN_URL: lbUrl('bff-admin'),
        ...statics,
        SSR_BUNDLE_CACHE_DIR: path.join(bundleCache, 'cache'),
        PUBLIC_SITE_URL: site,
        // The load balancer in front is one hop.
        TRUST_PROXY: '1',
      },
    };

    // Prometheus starts while the copies do, and finds each as it comes up.
    const prometheusStarting = startPrometheus({
      targets: Object.fromEntries(
        NODE_SERVICES.map((service) => [service, metricsPorts[service].map((_, i) => instanceOf(service, i))]),
      ),
      rules: rehearsalAlertRules(await readFile(path.join(root, 'packages/deploy/prometheus/alerts.yml'), 'utf8')),
      logFile: path.join(logs, 'prometheus.log'),
      intervalSeconds: PROMETHEUS_INTERVAL_S,
    });
    // Stopped by its pid at the end, or when anything fails: once started, whatever comes first.
    prometheusStarting.catch(() => undefined);
    cleanups.push(async () => (await prometheusStarting).stop());

    // The names first (as the platform's are), then the copies behind them.
    const balancer = await startBalancer([
      { name: 'edge', listenPort: ports.edge, copyPorts: ports.copies.gateway },
      ...(['core-service', 'bff-public', 'bff-admin'] as const).map((s) => ({
        name: s,
        listenPort: ports.lb[s],
        copyPorts: ports.copies[s],
      })),
    ]);
    cleanups.push(() => balancer.stop());
    const copies = {} as Record<NodeService, ServiceCopy[]>;
    for (const service of NODE_SERVICES) {
      copies[service] = ports.copies[service].map((port, i) =>
        serviceCopy({
          label: `${service} #${i + 1}`,
          script: path.join(root, service, 'dist/main.js'),
          port,
          env: { ...envOf[service], LOG_LEVEL: 'warn', METRICS_PORT: String(metricsPorts[service][i] ?? 0) },
          logFile: path.join(logs, `${service}-${i + 1}.log`),
          cwd: root,
        }),
      );
      // Stopped even when starting fails half-way.
      cleanups.push(() => Promise.all(copies[service].map((copy) => copy.stop())));
      // Both copies of core start together: they race for the first admin, as replicas would.
      await Promise.all(copies[service].map((copy) => copy.start()));
    }
    const prometheus = await prometheusStarting;
    const watch = prometheusWatch(prometheus, {
      all: NODE_SERVICES.flatMap((service) => metricsPorts[service].map((_, i) => instanceOf(service, i))),
      core: metricsPorts['core-service'].map((_, i) => instanceOf('core-service', i)),
    });
    say(
      `running: 2 copies each of ${NODE_SERVICES.join(', ')}; 5 static sites; nginx balancing at ${site}; Prometheus at ${prometheus.url}`,
    );

    // Smoke journeys.
    const runId = randomBytes(4).toString('hex');
    const runStartedAt = Date.now();
    await visitLanding(site);
    const smokeEmail = `rehearsal-smoke-${runId}@example.com`;
    const smoke = await runSignUps({ site, count: 1, perSecond: 1, emailOf: () => smokeEmail });
    if (smoke.outcomes[0]?.result !== 'created') throw new Error(`smoke sign-up: ${JSON.stringify(smoke.outcomes[0])}`);
    await postmark.waitForEmails(1, { to: smokeEmail, timeoutMs: 15_000 });
    const staff = await signInWithTwoFactor(site, 'rehearsal-admin', secrets.admin);
    await publishAndReadPost(site, staff, `rehearsal-${runId}`);
    say(
      'smoke journeys pass: landing (server-rendered), sign-up (e-mail handed over), admin sign-in with two-factor, post published and read (server-rendered)',
    );
    const scrapedAll = await watch.everyCopyUp();

    // The load, and the faults while it runs.
    const faults: { what: string; ms: number; detail?: string }[] = [];
    let coreKilled: () => void = () => undefined;
    const coreKillDone = new Promise<void>((resolve) => (coreKilled = resolve));
    const began = performance.now();
    const at = async (s: number) => {
      const wait = began + s * 1000 - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    };
    const faulting = (async () => {
      const victims = (['core-service', 'bff-public', 'bff-admin', 'gateway'] as const).map((service) => ({
        copy: copies[service][0],
        instance: instanceOf(service, 0),
      }));
      for (const [i, { copy: victim, instance }] of victims.entries()) {
        if (!victim) continue;
        await at(FAULT_AT_S[i] ?? 0);
        // Restarted once Prometheus has seen it down: back within a blink, a 1 s scrape could miss it.
        const { recoveredMs, heldMs } = await victim.killAndAwaitRecovery({
          restartAfter: watch.downGate(victim.label, instance),
        });
        watch.back(victim.label, instance);
        faults.push({
          what: `SIGKILL ${victim.label}`,
          ms: recoveredMs,
          detail: `restart held ${seconds(heldMs)} until Prometheus had it down`,
        });
        if (i === 0) coreKilled();
      }
      await at(FAULT_AT_S[4] ?? 0);
      const restartBegan = performance.now();
      const { downMs } = await postgres.restart();
      await Promise.all(copies['core-service'].map((copy) => copy.ready()));
      faults.push({
        what: 'PostgreSQL restart (immediate stop, crash recovery)',
        ms: Math.round(performance.now() - restartBegan),
        detail: `database down ${seconds(downMs)}`,
      });
    })();
    const emailOf = (i: number) => `rehearsal-${runId}-${i}@example.com`;
    const beforeMark = await runSignUps({ site, count: SIGN_UPS_BEFORE_MARK, perSecond: PER_SECOND, emailOf });
    // A fault that failed ends the run here rather than leave it waiting.
    await Promise.race([coreKillDone, faulting]);
    const quietSince = Date.now() / 1000;
    const mark = await watch.counterMark(quietSince);
    const rowsAtMark = await db.entryCount();
    const pausedMs = Math.round(Date.now() - quietSince * 1000);
    const afterMark = await runSignUps({
      site,
      count: SIGN_UPS - SIGN_UPS_BEFORE_MARK,
      perSecond: PER_SECOND,
      emailOf: (i) => emailOf(SIGN_UPS_BEFORE_MARK + i),
    });
    const load = {
      outcomes: [...beforeMark.outcomes, ...afterMark.outcomes],
      requests: beforeMark.requests + afterMark.requests,
      answers: Object.fromEntries(
        [...new Set([...Object.keys(beforeMark.answers), ...Object.keys(afterMark.answers)])].map((k) => [
          k,
          (beforeMark.answers[k] ?? 0) + (afterMark.answers[k] ?? 0),
        ]),
      ),
      seconds: (performance.now() - began) / 1000,
    };
    await faulting;

    // E-mails of rows a killed copy had claimed wait for their lease (25 s here) to end.
    say('waiting for the outbox to empty');
    const drained = await db.waitForOutboxEmpty(120_000);
    const stored = await db.storedEmails(`rehearsal-${runId}-%`);
    const outboxRows = await db.outboxRowsByAddress(`rehearsal-${runId}-%`);
    const handed = new Map<string, number>();
    for (const email of postmark.received) {
      // To is `"Name" <address>`.
      const address = /<([^>]+)>$/.exec(email.To)?.[1] ?? email.To;
      if (address.startsWith(`rehearsal-${runId}-`)) handed.set(address, (handed.get(address) ?? 0) + 1);
    }

    // Recovered with no help: every copy ready, the journeys pass again. The sign-up's e-mail
    // meets Postmark failing, which the outbox-age alert must show, then clear once it is back.
    await Promise.all(NODE_SERVICES.flatMap((s) => copies[s].map((copy) => copy.ready(30_000))));
    const afterEmail = `rehearsal-after-${runId}@example.com`;
    let afterOk = false;
    const [emailStuck] = await Promise.all([
      watch.emailStuck({
        fail: () => postmark.setMode(500),
        queue: async () => {
          const after = await runSignUps({ site, count: 1, perSecond: 1, emailOf: () => afterEmail });
          afterOk = after.outcomes[0]?.result === 'created';
        },
        recover: () => postmark.setMode('ok'),
        sent: () => postmark.waitForEmails(1, { to: afterEmail, timeoutMs: 30_000 }),
      }),
      publishAndReadPost(site, staff, `rehearsal-after-${runId}`),
    ]);

    // The counter against the rows, from the mark to now, once nothing is in flight.
    const endQuiet = Date.now() / 1000;
    await watch.counterMark(endQuiet);
    const rowsAtEnd = await db.entryCount();
    const sinceMark = await watch.counted(endQuiet - Math.min(...[...mark.stored.values()].map((m) => m.at)) + 5, mark);
    const wholeRun = await watch.counted(endQuiet - runStartedAt / 1000 + 5);
    const rowsSinceMark = rowsAtEnd - rowsAtMark;
    const alertsFired = await watch.alertsFired(endQuiet - runStartedAt / 1000 + 5);

    const checks: Check[] = [
      ...checkOutcomes({ outcomes: load.outcomes, stored, outboxRows, handed }),
      { ok: drained, what: 'the outbox emptied (every e-mail sent) within 120 s' },
      {
        ok: afterOk,
        what: 'after the faults: a sign-up, reading a new post and admin work pass with nobody stepping in',
      },
      {
        ok: scrapedAll,
        what: `Prometheus scraped every copy of every service (${NODE_SERVICES.length * 2} targets up) before the faults`,
      },
      ...(await watch.killChecks()),
      {
        // PostgreSQL's crash can lose the answer to an insert it committed: core answers 5xx without
        // counting, and the retry is answered from the row, counted as replayed. Only those may be short.
        ok:
          sinceMark.stored.restarts === 0 &&
          sinceMark.stored.total <= rowsSinceMark &&
          rowsSinceMark - sinceMark.stored.total <= sinceMark.replayed.total,
        what: `Prometheus: the sign-up counter (waitlist_signups_total{outcome="stored"}, over core's copies) went up by the rows stored from the mark on, short only by retries of answers the database's crash lost: ${sinceMark.stored.total} + ${rowsSinceMark - sinceMark.stored.total} of ${sinceMark.replayed.total} replayed = ${rowsSinceMark}`,
        detail: `${sinceMark.stored.total} counted, ${rowsSinceMark} stored, ${sinceMark.replayed.total} replayed, ${sinceMark.stored.restarts} core restart(s) after the mark`,
      },
      {
        ok: wholeRun.stored.total <= rowsAtEnd,
        what: `Prometheus never counted more sign-ups than were stored over the whole run: ${wholeRun.stored.total} <= ${rowsAtEnd}`,
      },
      emailStuck,
    ];

    const created = load.outcomes.filter((o) => o.result === 'created').length;
    const failed = load.outcomes.filter((o) => o.result === 'failed');
    const restarts = NODE_SERVICES.flatMap((s) => copies[s].map((c) => `${c.label}: ${c.restarts()}`)).join(', ');
    console.log(
      [
        '',
        '== Production rehearsal',
        `topology: Debian PostgreSQL ${postgres.version}; 2 copies each of ${NODE_SERVICES.join(', ')} (node dist/main.js, NODE_ENV=production); 5 static sites on the image's nginx.conf; nginx balancing`,
        `sign-ups: ${SIGN_UPS} at ${PER_SECOND}/s in ${load.seconds.toFixed(1)} s; requests ${load.requests} (${load.requests - SIGN_UPS} retries); answers ${JSON.stringify(load.answers)}`,
        `          answered 2xx ${created}; told failed ${failed.length}${
          failed.length
            ? ` (${failed
                .slice(0, 3)
                .map((f) => f.reason)
                .join('; ')})`
            : ''
        }; stored ${stored.length}; e-mails handed over ${[...handed.values()].reduce((a, b) => a + b, 0)}`,
        ...faults.map(
          (f) => `fault:    ${f.what}: serving again in ${seconds(f.ms)}${f.detail ? ` (${f.detail})` : ''}`,
        ),
        `restarts: ${restarts}`,
        `metrics:  Prometheus ${PROMETHEUS_INTERVAL_S} s scrapes of ${NODE_SERVICES.length * 2} copies; the load paused ${seconds(pausedMs)} at sign-up ${SIGN_UPS_BEFORE_MARK} to mark the counter; over the whole run it saw ${wholeRun.stored.total} of ${rowsAtEnd} sign-ups stored (the rest died uncounted with the SIGKILLed core copy)`,
        `alerts:   fired during the run (rehearsal rules): ${alertsFired.join(', ') || 'none'}`,
        `outbox:   ${postmark.searchCount()} re-attempt(s) asked the provider first whether an e-mail had gone out`,
        ...checks.map((c) => `${c.ok ? 'PASS' : 'FAIL'}      ${c.what}${c.ok || !c.detail ? '' : `: ${c.detail}`}`),
        ...(checks.every((c) => c.ok) ? [] : [`logs:     ${logs}`]),
        '',
      ].join('\n'),
    );
    const passed = checks.every((c) => c.ok);
    // The services' logs stay for a failed run only.
    if (passed) cleanups.unshift(() => rm(logs, { recursive: true, force: true }));
    return passed;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => say(`cleanup: ${String(err)}`));
  }
}

const ok = await main().catch((err: unknown) => {
  console.error(`[rehearsal] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return false;
});
process.exit(ok ? 0 : 1);
