import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, startTestCore, type TestDatabase, validSignup, waitFor } from '../testing';
import { logLines, type ServiceProcess, spawnNode, waitForReadiness } from '../testing/service-process';

const signup = (email: string) =>
  validSignup({ fullName: 'Grace Hopper', email, plan: 'monthly', frequency: 'monthly', joinDate: '2026-11-21' });

/**
 * The sign-up on a connection of its own: fetch would reuse a keep-alive connection from the
 * readiness polls, which the gateway may be closing for idleness at that very moment.
 */
function postOnNewConnection(
  url: string,
  body: unknown,
): Promise<{ status: number; headers: { get(name: string): string | null } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: { get: (name) => [res.headers[name.toLowerCase()]].flat()[0] ?? null },
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('SIGTERM to `npm start` during a sign-up', () => {
  let db: TestDatabase;
  let postmark: FakePostmark;
  let stack: ServiceProcess | undefined;
  let locker: pg.Client | undefined;
  const serverToken = `pm-${randomBytes(12).toString('hex')}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    postmark = await startFakePostmark();
  });
  afterAll(async () => {
    await locker?.end().catch(() => undefined);
    await stack?.stop();
    await postmark?.close();
    await db?.drop();
  });

  it('completes that sign-up, passes one request id from gateway to core, and loses no e-mail', async () => {
    const [gatewayPort, corePort, bffPort, bffAdminPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    stack = spawnNode(['scripts/start.mjs', '--no-build'], {
      PORT: String(gatewayPort),
      CORE_PORT: String(corePort),
      BFF_PUBLIC_PORT: String(bffPort),
      BFF_ADMIN_PORT: String(bffAdminPort),
      DATABASE_URL: db.url,
      POSTMARK_SERVER_TOKEN: serverToken,
      POSTMARK_API_URL: postmark.url,
      ADMIN_PASSWORD: 'ops-test-admin-password',
      // The hops behind the gateway log an ordinary request at debug.
      LOG_LEVEL: 'debug',
    });
    await waitForReadiness(gatewayUrl, 200, stack, 90_000);

    // Hold every insert into waitlist_entries, so the sign-up is in flight when SIGTERM arrives.
    locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE waitlist_entries IN SHARE ROW EXCLUSIVE MODE');

    const email = `sigterm-${randomBytes(4).toString('hex')}@example.com`;
    const answer = postOnNewConnection(`${gatewayUrl}/api/waitlist`, signup(email));
    await waitFor(
      async () => {
        // Inside a transaction PostgreSQL keeps its first view of the activity: take a fresh one.
        await locker?.query('SELECT pg_stat_clear_snapshot()');
        const rows = await locker?.query(
          // Waiting for this session's lock (the statement's text may be cut before the table's name).
          "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pg_backend_pid() = ANY (pg_blocking_pids(pid))",
        );
        return rows?.rowCount ? true : undefined;
      },
      { what: 'the sign-up to wait on the lock' },
    );

    stack.child.kill('SIGTERM');
    // The gateway is stopping (no new connections) while the sign-up still waits in core.
    await waitFor(
      async () =>
        (await fetch(`${gatewayUrl}/healthz`).then(
          () => true,
          () => false,
        ))
          ? undefined
          : true,
      {
        what: 'the gateway to stop accepting connections',
        // Signals reach four processes in turn; on two busy cores that can take a while.
        timeoutMs: 30_000,
      },
    );
    await locker.query('COMMIT');

    const response = await answer;
    expect(response.status).toBe(201);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(await stack.exited).toBe(0);

    const entries = await locker.query('SELECT email FROM waitlist_entries WHERE email = $1', [email]);
    expect(entries.rows).toEqual([{ email }]);

    // One request id, assigned by the gateway, in the JSON logs of all three services.
    const services = logLines(stack.output())
      .filter((line) => (line.req as { id?: string } | undefined)?.id === requestId)
      .map((line) => line.service);
    expect(new Set(services)).toEqual(new Set(['gateway', 'bff-public', 'core-service']));

    // The confirmation e-mail was either sent before core stopped or waits in the outbox: a
    // core started on the same database sends it, once.
    const core = await startTestCore({
      DATABASE_URL: db.url,
      POSTMARK_SERVER_TOKEN: serverToken,
      POSTMARK_API_URL: postmark.url,
    });
    try {
      await waitFor(async () => {
        const [row] = await core.query<{ status: string }>('SELECT status FROM email_outbox WHERE to_address = $1', [
          email,
        ]);
        return row?.status === 'sent' ? true : undefined;
      });
      // Whatever pass was still running finishes, and nothing else is due: the count is final.
      await core.outbox.drain();
      expect(postmark.received.filter((mail) => mail.To.includes(email))).toHaveLength(1);
    } finally {
      await core.close();
    }
  }, 150_000);
});
