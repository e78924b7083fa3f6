import { type TestCore, startTestCore } from 'core-service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../testing/start-test-bff';

type Bff = Awaited<ReturnType<typeof startTestBff>>;

// "Delete my data" from the unsubscribe page: a task for staff, limited per client address.

describe('POST /api/data-requests', () => {
  let core: TestCore;
  let bff: Bff;

  beforeAll(async () => {
    core = await startTestCore();
    bff = await startTestBff(core, { CONFIRM_LINK_RATE_LIMIT_MAX: 4 });
  });
  afterAll(async () => {
    await bff?.close();
    await core?.close();
  });

  async function entry(email: string) {
    await core.query(
      `INSERT INTO waitlist_entries (full_name, email, plan, join_date, confirmed_at) VALUES ('Asker', $1, 'monthly', '2026-11-23', now())`,
      [email],
    );
    const [row] = await core.query<{ id: number; unsubscribe_token: string }>(
      'SELECT id, unsubscribe_token FROM waitlist_entries WHERE email = $1',
      [email],
    );
    return { id: row?.id ?? 0, token: row?.unsubscribe_token ?? '' };
  }

  it('answers 202 and leaves one open task for staff, however often the person asks', async () => {
    const { id, token } = await entry('asker@example.com');
    const first = await bff.post('/api/data-requests', { token });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({
      message: 'Done: you get no more announcements, and our team will erase your data within 30 days.',
    });
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect((await bff.post('/api/data-requests', { token })).status).toBe(202);
    expect(await core.query('SELECT entry_id, done_at FROM data_requests')).toEqual([{ entry_id: id, done_at: null }]);
  });

  it('refuses a malformed token (400) and one nobody has (404), then limits the address (429)', async () => {
    const bad = await bff.post('/api/data-requests', { token: 'nope' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'This unsubscribe link is not one we sent, or it was mistyped.',
    );
    // Every call counts, refused ones too: two in the first test, the 400 above, this one.
    expect((await bff.post('/api/data-requests', { token: 'A'.repeat(43) })).status).toBe(404);
    const limited = await bff.post('/api/data-requests', { token: 'A'.repeat(43) });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe(
      'Too many requests from this address. Please try again later.',
    );
  });
});
