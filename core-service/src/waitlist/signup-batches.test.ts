import { randomUUID } from 'node:crypto';
import { waitlistCountedSignUpResultSchema } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, startTestCore, type TestCore } from '../testing';
import { validSignup } from '../testing/signups';

// Sign-ups arriving while others are being stored go together in one statement (busy-batches.ts):
// each must come out exactly as if it had been stored alone.

let core: TestCore;

beforeAll(async () => {
  core = await startTestCore();
});

afterAll(async () => {
  await core?.close();
});

const WINDOW_MS = 60_000;
const newKey = () => `batch-${randomUUID()}`;

async function countedSignUp(key: string, max: number, body: Record<string, unknown>) {
  const res = await internalCall(core, 'POST', '/waitlist-entries/counted', {
    body: { limit: { key, windowMs: WINDOW_MS, max }, signup: body },
  });
  return { status: res.status, result: res.status === 200 ? waitlistCountedSignUpResultSchema.parse(res.body) : null };
}

const hitsOf = async (key: string) =>
  (
    await core.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE key = $1', [
      `waitlist-signup:${key}`,
    ])
  )[0]?.hits ?? 0;

describe('sign-ups stored together', () => {
  it('stores forty sign-ups at once in fewer transactions, each with its place, links and e-mail', async () => {
    const bodies = Array.from({ length: 40 }, () => validSignup({}, 'batch'));
    const answers = await Promise.all(bodies.map((body) => countedSignUp(newKey(), 10, body)));

    const created = answers.map(({ result }) => {
      if (result?.outcome !== 'created') throw new Error(`a sign-up was ${JSON.stringify(result)}`);
      return result;
    });
    const emails = bodies.map((b) => b.email);
    const entries = await core.query<{ id: number; email: string; tx: string }>(
      'SELECT id, email, xmin::text AS tx FROM waitlist_entries WHERE email = ANY($1)',
      [emails],
    );
    expect(entries).toHaveLength(40);
    // Rows stored by one transaction share its id: some sign-ups went together.
    expect(new Set(entries.map((e) => e.tx)).size).toBeLessThan(40);
    // Every answer names its own entry, and the places are the forty after the list before them, once each.
    for (const [i, answer] of created.entries()) {
      expect(entries.find((e) => e.id === answer.id)?.email).toBe(emails[i]);
    }
    // A sign-up is told its place before the ones committing beside it are counted: never a worse
    // place than its own, and within one statement each is told a different one.
    const real = await core.query<{ id: number; place: string }>('SELECT id, place FROM waitlist_places(5)');
    const placeOf = new Map(real.map((r) => [r.id, Number(r.place)]));
    for (const answer of created) expect(answer.place).toBeLessThanOrEqual(placeOf.get(answer.id) as number);
    const told = new Map<string, number[]>();
    for (const answer of created) {
      const tx = entries.find((e) => e.id === answer.id)?.tx as string;
      told.set(tx, [...(told.get(tx) ?? []), answer.place]);
    }
    for (const places of told.values()) expect(new Set(places).size).toBe(places.length);

    const mails = await core.query<{ to_address: string; text_body: string; html_body: string }>(
      'SELECT to_address, text_body, html_body FROM email_outbox WHERE to_address = ANY($1)',
      [emails],
    );
    expect(mails).toHaveLength(40);
    for (const [i, answer] of created.entries()) {
      const mail = mails.find((m) => m.to_address === emails[i]);
      expect(mail?.text_body).toContain(`You're number ${answer.place} in line.`);
      expect(mail?.html_body).toContain(`re number ${answer.place} in line.`);
      expect(mail?.text_body).not.toContain('place-');
    }
    const links = await core.query<{ entry_id: number; purposes: string[] }>(
      `SELECT entry_id, array_agg(purpose ORDER BY purpose) AS purposes FROM waitlist_links
        WHERE entry_id = ANY($1) GROUP BY entry_id`,
      [created.map((c) => c.id)],
    );
    expect(links).toHaveLength(40);
    for (const row of links) expect(row.purposes).toEqual(['confirm', 'not-me', 'status']);
  });

  it('counts sign-ups from one client address in turn: at a limit of 3, five at once store three', async () => {
    const key = newKey();
    const bodies = Array.from({ length: 5 }, () => validSignup({}, 'batch-one-address'));
    const answers = await Promise.all(bodies.map((body) => countedSignUp(key, 3, body)));
    const outcomes = answers.map(({ result }) => result?.outcome).sort();
    expect(outcomes).toEqual(['created', 'created', 'created', 'limited', 'limited']);
    expect(answers.map(({ result }) => result?.count.totalHits).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await hitsOf(key)).toBe(5);
  });

  it('stores the others of a statement one of them fails, and counts the failed one’s hit', async () => {
    await core.query(`CREATE FUNCTION test_refuse_batch_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await core.query(`CREATE TRIGGER test_refuse_batch_entry BEFORE INSERT ON waitlist_entries
      FOR EACH ROW WHEN (NEW.email LIKE 'refused-%') EXECUTE FUNCTION test_refuse_batch_entry()`);
    try {
      const bodies = Array.from({ length: 30 }, (_, i) =>
        i === 20 ? validSignup({ email: `refused-${randomUUID()}@example.com` }) : validSignup({}, 'batch-failing'),
      );
      const keys = bodies.map(() => newKey());
      const answers = await Promise.all(bodies.map((body, i) => countedSignUp(keys[i] as string, 10, body)));
      expect(answers.map((a) => a.status)).toEqual(bodies.map((_, i) => (i === 20 ? 500 : 200)));
      expect(answers.filter((a) => a.result?.outcome === 'created')).toHaveLength(29);
      const stored = await core.query<{ email: string }>('SELECT email FROM waitlist_entries WHERE email = ANY($1)', [
        bodies.map((b) => b.email),
      ]);
      expect(stored.map((s) => s.email).sort()).toEqual(
        bodies
          .filter((_, i) => i !== 20)
          .map((b) => b.email)
          .sort(),
      );
      // Every attempt counts once, the failed one too (and none twice for having been tried again alone).
      expect(await Promise.all(keys.map(hitsOf))).toEqual(keys.map(() => 1));
    } finally {
      await core.query('DROP TRIGGER test_refuse_batch_entry ON waitlist_entries');
      await core.query('DROP FUNCTION test_refuse_batch_entry()');
    }
  });
});
