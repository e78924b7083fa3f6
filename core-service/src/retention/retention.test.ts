import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, monthlySubscriber, startTestCore, type TestCore, validSignup } from '../testing';

// The Privacy Policy keeps a waitlist entry "at the latest 24 months after our last e-mail to you
// if you never become a customer". The job runs at a clock reading the test gives; the rows keep
// the times they were really written at.

let core: TestCore;
let second: TestCore;

const DAY_MS = 24 * 60 * 60_000;
const monthsFromNow = (months: number, extraMs = 0) => {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() + months);
  return new Date(at.getTime() + extraMs);
};

async function signUp(label: string): Promise<number> {
  const answer = await internalCall<{ id: number }>(core, 'POST', '/waitlist-entries/counted', {
    body: {
      limit: { key: `waitlist-signup:${label}`, windowMs: 60_000, max: 10 },
      signup: validSignup({ fullName: `Retained ${label}` }, `retention-${label}`),
      idempotencyKey: `key-${label}-0123456789abcdef`,
      clientAddress: '203.0.113.40',
    },
  });
  return Number(answer.body?.id);
}

const entry = async (id: number) =>
  (
    await core.query<{ full_name: string; email: string }>(
      'SELECT full_name, email FROM waitlist_entries WHERE id = $1',
      [id],
    )
  )[0];
const retentionAudit = async () =>
  (
    await core.query<{ entry_id: string; actor_name: string }>(
      `SELECT details->>'entryId' AS entry_id, actor_name FROM audit_log WHERE action = 'data-retention' ORDER BY id`,
    )
  ).map((row) => ({ entryId: Number(row.entry_id), actor: row.actor_name }));

beforeAll(async () => {
  core = await startTestCore();
  // A second copy on the same database, as in production.
  second = await startTestCore({ DATABASE_URL: core.databaseUrl });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await core?.close();
});

describe('the retention job', () => {
  it('erases, 24 months after the last e-mail, whoever never became a customer, and only them', async () => {
    const lapsed = await signUp('lapsed');
    const customer = await signUp('customer');
    await core.query(
      `UPDATE waitlist_entries SET payment_made = true, payment_amount = '7.49', payment_date = CURRENT_DATE WHERE id = $1`,
      [customer],
    );
    // An Early Bird whose subscription Stripe still runs: never paid, yet not ours to forget alone.
    const checkingOut = await monthlySubscriber(core, 'retention-running');

    // Not yet: 24 months less a day after their sign-up e-mails.
    expect(await core.retention.runOnce(new Date(monthsFromNow(24).getTime() - DAY_MS))).toMatchObject({
      outcome: 'done',
      erased: 0,
    });
    expect(await entry(lapsed)).toEqual({
      full_name: 'Retained lapsed',
      email: expect.stringMatching(/^retention-lapsed-/),
    });

    const run = await core.retention.runOnce(monthsFromNow(24, DAY_MS));
    expect(run).toMatchObject({ outcome: 'done', erased: 1 });
    expect(await entry(lapsed)).toEqual({ full_name: 'Erased', email: `erased-${lapsed}@erased.invalid` });
    expect(await entry(customer)).toEqual({
      full_name: 'Retained customer',
      email: expect.stringMatching(/^retention-customer-/),
    });
    expect((await entry(checkingOut.id))?.email).toBe(checkingOut.email);
    const ours = async () =>
      (await retentionAudit()).filter((row) => [lapsed, customer, checkingOut.id].includes(row.entryId));
    expect(await ours()).toEqual([{ entryId: lapsed, actor: 'retention job' }]);
    // What the job erased stays counted: the row stays, emptied.
    expect(
      await core.query('SELECT count(*)::int AS n FROM waitlist_entries WHERE id = ANY($1)', [
        [lapsed, customer, checkingOut.id],
      ]),
    ).toEqual([{ n: 3 }]);

    // Run again: nothing more to do, and no second audit row.
    expect(await core.retention.runOnce(monthsFromNow(24, 2 * DAY_MS))).toMatchObject({ outcome: 'done', erased: 0 });
    expect(await ours()).toHaveLength(1);
  });

  it('is run by one copy at a time: a copy finding the lease held passes', async () => {
    const waiting = await signUp('held');
    const at = monthsFromNow(30);
    await core.query(`INSERT INTO job_leases (name, holder, held_until) VALUES ('retention', 'another-copy', $1)`, [
      new Date(at.getTime() + 60_000),
    ]);
    expect(await core.retention.runOnce(at)).toEqual({ outcome: 'held' });
    expect((await entry(waiting))?.full_name).toBe('Retained held');

    // Once the other copy's lease has run out, the job goes on.
    expect(await core.retention.runOnce(new Date(at.getTime() + 120_000))).toMatchObject({
      outcome: 'done',
      erased: 1,
    });
    expect((await entry(waiting))?.full_name).toBe('Erased');
  });

  it('run by two copies at once, erases each entry once', async () => {
    const ids = await Promise.all(['twin-a', 'twin-b', 'twin-c'].map(signUp));
    const at = monthsFromNow(40);
    const runs = await Promise.all([core.retention.runOnce(at), second.retention.runOnce(at)]);
    const erased = runs.reduce((sum, run) => sum + (run.outcome === 'done' ? run.erased : 0), 0);
    expect(erased).toBe(3);
    const audited = (await retentionAudit()).map((row) => row.entryId).filter((id) => ids.includes(id));
    expect(audited.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });
});
