import { randomUUID } from 'node:crypto';
import { type MetricSample, parseMetricsText, sampleValue } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, startTestCore, type TestCore } from '../testing';
import { validSignup } from '../testing/signups';

let core: TestCore;

beforeAll(async () => {
  // No e-mail provider: every queued e-mail stays unsent, which is what the outbox gauges report.
  core = await startTestCore({ METRICS_PORT: 0 });
});

afterAll(async () => {
  await core?.close();
});

async function signUp(
  body: Record<string, unknown>,
  key = `waitlist-signup:metrics-${randomUUID()}`,
  max = 10,
  idempotencyKey?: string,
) {
  const res = await internalCall<Record<string, unknown>>(core, 'POST', '/waitlist-entries/counted', {
    body: { limit: { key, windowMs: 60_000, max }, signup: body, idempotencyKey },
  });
  expect(res.status).toBe(200);
  return res.body ?? {};
}

async function scrape(): Promise<MetricSample[]> {
  if (!core.metricsUrl) throw new Error('core started without its metrics listener');
  return parseMetricsText(await (await fetch(core.metricsUrl)).text());
}

describe("core-service's /metrics", () => {
  it('counts sign-ups by outcome and reports the unsent e-mail they queued', async () => {
    const body = validSignup({}, 'metrics');
    const oneAddress = `waitlist-signup:metrics-${randomUUID()}`;
    await signUp(body, oneAddress, 1);
    await signUp({ ...body });
    await signUp(validSignup({}, 'metrics'), oneAddress, 1);

    const series = await scrape();
    expect(sampleValue(series, 'waitlist_signups_total', { outcome: 'stored' })).toBe(1);
    expect(sampleValue(series, 'waitlist_signups_total', { outcome: 'duplicate' })).toBe(1);
    expect(sampleValue(series, 'waitlist_signups_total', { outcome: 'limited' })).toBe(1);
    expect(sampleValue(series, 'waitlist_signups_total', { outcome: 'refused' })).toBe(0);
    expect(sampleValue(series, 'waitlist_signups_total', { outcome: 'replayed' })).toBe(0);
    // The confirmation e-mail, and the one that tells the listed address's owner.
    expect(sampleValue(series, 'outbox_backlog_emails', { stream: 'outbound' })).toBe(2);
    expect(sampleValue(series, 'outbox_backlog_emails', { stream: 'broadcast' })).toBe(0);
    expect(sampleValue(series, 'outbox_oldest_unsent_age_seconds', { stream: 'outbound' })).toBeGreaterThan(0);
    // One at a time, each sign-up had its statement to itself.
    expect(sampleValue(series, 'waitlist_signup_statement_signups_count')).toBe(3);
    expect(sampleValue(series, 'waitlist_signup_statement_signups_bucket', { le: '1' })).toBe(3);
    expect(sampleValue(series, 'db_pool_max_connections')).toBe(10);
    expect(sampleValue(series, 'db_pool_connections', { state: 'idle' }) !== undefined).toBe(true);
    expect(
      sampleValue(series, 'http_server_request_duration_seconds_count', {
        method: 'POST',
        route: '/internal/waitlist-entries/counted',
        status: '200',
      }),
    ).toBe(3);
  });

  it('counts a retried sign-up answered from its first try as replayed, so stored follows the rows added', async () => {
    const before = await scrape();
    const stored = () => sampleValue(before, 'waitlist_signups_total', { outcome: 'stored' }) ?? 0;
    const body = validSignup({}, 'metrics-retry');
    const idempotencyKey = `metrics-retry-${randomUUID()}`;
    const limitKey = `waitlist-signup:metrics-${randomUUID()}`;
    const first = await signUp(body, limitKey, 10, idempotencyKey);
    const retry = await signUp(body, limitKey, 10, idempotencyKey);
    expect([retry.outcome, retry.id]).toEqual(['created', first.id]);
    expect(Object.keys(retry)).not.toContain('replayed');

    const after = await scrape();
    expect(sampleValue(after, 'waitlist_signups_total', { outcome: 'stored' })).toBe(stored() + 1);
    expect(sampleValue(after, 'waitlist_signups_total', { outcome: 'replayed' })).toBe(
      (sampleValue(before, 'waitlist_signups_total', { outcome: 'replayed' }) ?? 0) + 1,
    );
    const [rows] = await core.query<{ n: string }>('SELECT count(*) AS n FROM waitlist_entries WHERE email = $1', [
      body.email,
    ]);
    expect(Number(rows?.n)).toBe(1);
  });

  it('reports how far an announcement being sent has gone', async () => {
    const [announcement] = await core.query<{ id: number }>(
      `INSERT INTO announcements (subject, body_markdown, segment, status, recipients) VALUES ('News', 'Hello', 'confirmed', 'sending', 3) RETURNING id`,
    );
    const id = announcement?.id ?? 0;
    for (const status of ['sent', 'sent', 'pending']) {
      await core.query(
        `INSERT INTO email_outbox (kind, to_address, subject, html_body, text_body, stream, announcement_id, status)
         VALUES ('announcement', $1, 'News', '<p>Hello</p>', 'Hello', 'broadcast', $2, $3)`,
        [`reader-${randomUUID().slice(0, 8)}@example.com`, id, status],
      );
    }
    const series = await scrape();
    const progress = (state: string) =>
      sampleValue(series, 'announcement_emails', { announcement: String(id), status: 'sending', state });
    expect(progress('sent')).toBe(2);
    expect(progress('left')).toBe(1);
    expect(progress('failed')).toBe(0);
    expect(sampleValue(series, 'outbox_backlog_emails', { stream: 'broadcast' })).toBe(1);
  });
});
