import { randomUUID } from 'node:crypto';
import { waitlistCountedSignUpResultSchema, type WaitlistCountedSignUpResult } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, startTestCore, type TestCore } from '../testing';
import { validSignup } from '../testing/signups';

let core: TestCore;

beforeAll(async () => {
  core = await startTestCore();
});

afterAll(async () => {
  await core?.close();
});

const WINDOW_MS = 60_000;
/** A client address's key under the waitlist-signup policy (core keeps its counter as `waitlist-signup:<key>`). */
const newKey = () => `test-${randomUUID()}`;
// Each sign-up gets a fresh address of its own.
const signup = (overrides: Record<string, unknown> = {}) => validSignup(overrides, 'counted');

const post = (body: unknown) => internalCall(core, 'POST', '/waitlist-entries/counted', { body });

async function countedSignUp(
  key: string,
  max: number,
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<WaitlistCountedSignUpResult> {
  const res = await post({
    limit: { key, windowMs: WINDOW_MS, max },
    signup: body,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  expect(res.status).toBe(200);
  return waitlistCountedSignUpResultSchema.parse(res.body);
}

const hitsOf = async (key: string) =>
  (
    await core.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE key = $1', [
      `waitlist-signup:${key}`,
    ])
  )[0]?.hits ?? 0;
const entriesFor = (email: string) =>
  core.query<{ id: number }>('SELECT id FROM waitlist_entries WHERE email = $1', [email]);
const mailsFor = (email: string) =>
  core.query<{ kind: string; status: string; subject: string }>(
    'SELECT kind, status, subject FROM email_outbox WHERE to_address = $1',
    [email],
  );

/** Runs `check` while inserting an entry whose address starts with "refused-" fails (a trigger). */
async function whileRefused(check: () => Promise<void>): Promise<void> {
  await core.query(`CREATE FUNCTION test_refuse_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
  await core.query(`CREATE TRIGGER test_refuse_entry BEFORE INSERT ON waitlist_entries
      FOR EACH ROW WHEN (NEW.email LIKE 'refused-%') EXECUTE FUNCTION test_refuse_entry()`);
  try {
    await check();
  } finally {
    await core.query('DROP TRIGGER test_refuse_entry ON waitlist_entries');
    await core.query('DROP FUNCTION test_refuse_entry()');
  }
}

describe('POST /internal/waitlist-entries/counted (the hit and the sign-up in one call)', () => {
  it('counts the hit, stores the entry and queues its confirmation e-mail', async () => {
    const key = newKey();
    const body = signup({ plan: 'family', isFamily: true, numberOfPoufs: 3, frequency: 'quarterly' });
    const result = await countedSignUp(key, 10, body);
    expect(result).toMatchObject({ outcome: 'created', count: { totalHits: 1 } });
    if (result.outcome !== 'created') throw new Error('not created');
    expect(new Date(result.count.resetTime).getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await entriesFor(body.email)).toEqual([{ id: result.id }]);
    expect(await mailsFor(body.email)).toEqual([
      { kind: 'waitlist-confirmation', status: 'pending', subject: 'Confirm your place on the Fresh Pouf waitlist' },
    ]);
    const entry = (await internalCall<Record<string, unknown>>(core, 'GET', `/waitlist-entries/${result.id}`)).body;
    expect(entry).toMatchObject({
      email: body.email,
      plan: 'family',
      isFamily: true,
      numberOfPoufs: 3,
      frequency: 'quarterly',
    });
  });

  it('answers without an ETag: the BFFs never ask conditionally, so no answer is hashed for one', async () => {
    const res = await post({ limit: { key: newKey(), windowMs: WINDOW_MS, max: 10 }, signup: signup() });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('refuses the 11th sign-up from one address (limit 10) and stores nothing for it', async () => {
    const key = newKey();
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i += 1) outcomes.push((await countedSignUp(key, 10, signup())).outcome);
    expect(outcomes).toEqual(Array(10).fill('created'));
    const eleventh = signup();
    expect(await countedSignUp(key, 10, eleventh)).toMatchObject({ outcome: 'limited', count: { totalHits: 11 } });
    expect(await entriesFor(eleventh.email)).toEqual([]);
    expect(await mailsFor(eleventh.email)).toEqual([]);
    expect(await hitsOf(key)).toBe(11);
  });

  it('answers a duplicate address as such, stores no second entry, e-mails its owner (not a second sign-up e-mail), and counts the hit', async () => {
    const key = newKey();
    const body = signup();
    expect((await countedSignUp(key, 3, body)).outcome).toBe('created');
    expect(
      await countedSignUp(key, 3, { ...body, email: body.email.toUpperCase(), fullName: 'Someone Else' }),
    ).toMatchObject({
      outcome: 'duplicate',
      count: { totalHits: 2 },
    });
    expect(await entriesFor(body.email)).toHaveLength(1);
    // Its owner hears of it (see already-listed.test.ts), once.
    expect((await mailsFor(body.email)).map((m) => m.kind).sort()).toEqual([
      'waitlist-already-listed',
      'waitlist-confirmation',
    ]);
    expect((await countedSignUp(key, 3, signup())).outcome).toBe('created');
    expect((await countedSignUp(key, 3, signup())).outcome).toBe('limited');
  });

  it('over the limit wins over a duplicate address', async () => {
    const key = newKey();
    const body = signup();
    expect((await countedSignUp(key, 1, body)).outcome).toBe('created');
    expect((await countedSignUp(key, 1, body)).outcome).toBe('limited');
  });

  it('never lets more than the limit through when one address signs up concurrently', async () => {
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => countedSignUp(key, 5, signup())));
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(5);
    expect(results.filter((r) => r.outcome === 'limited')).toHaveLength(15);
    expect(results.map((r) => r.count.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(await hitsOf(key)).toBe(20);
  });

  it('counts the hit even when storing the sign-up fails, and keeps nothing of it', async () => {
    // The hit and the entry are one statement; a failure rolls both back, and the attempt must count all the same.
    await whileRefused(async () => {
      const key = newKey();
      const body = signup({ email: `refused-${randomUUID()}@example.com` });
      const res = await post({ limit: { key, windowMs: WINDOW_MS, max: 10 }, signup: body });
      expect(res.status).toBe(500);
      expect(await hitsOf(key)).toBe(1);
      expect(await entriesFor(body.email)).toEqual([]);
      expect(await mailsFor(body.email)).toEqual([]);
    });
  });

  it('validates the sign-up with the shared schema (400, nothing counted or stored)', async () => {
    const key = newKey();
    const body = signup({ email: 'not-an-email' });
    const res = await post({ limit: { key, windowMs: WINDOW_MS, max: 10 }, signup: body });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe('Please enter a valid email address');
    expect(await hitsOf(key)).toBe(0);
    expect(await mailsFor(body.email)).toEqual([]);
  });

  it('answers a retry of a stored submission (same Idempotency-Key) with the same entry, stores and mails it once', async () => {
    const key = newKey();
    const body = signup();
    const submission = `retry-${randomUUID()}`;
    const first = await countedSignUp(key, 10, body, submission);
    if (first.outcome !== 'created') throw new Error(`first try was ${first.outcome}`);
    const again = await countedSignUp(key, 10, body, submission);
    expect(again).toMatchObject({ outcome: 'created', id: first.id, count: { totalHits: 2 } });
    expect(await entriesFor(body.email)).toEqual([{ id: first.id }]);
    expect(await mailsFor(body.email)).toHaveLength(1);
  });

  it('answers a retry as the first try was even once the address is over its limit', async () => {
    const key = newKey();
    const body = signup();
    const submission = `retry-${randomUUID()}`;
    const first = await countedSignUp(key, 1, body, submission);
    if (first.outcome !== 'created') throw new Error(`first try was ${first.outcome}`);
    expect(await countedSignUp(key, 1, body, submission)).toMatchObject({ outcome: 'created', id: first.id });
    expect(await countedSignUp(key, 1, signup(), `other-${randomUUID()}`)).toMatchObject({ outcome: 'limited' });
  });

  it('a known key with another address finds nothing: that sign-up is its own (a duplicate key stores nothing)', async () => {
    const key = newKey();
    const submission = `retry-${randomUUID()}`;
    const first = signup();
    expect((await countedSignUp(key, 10, first, submission)).outcome).toBe('created');
    const other = signup();
    expect(await countedSignUp(key, 10, other, submission)).toMatchObject({ outcome: 'duplicate' });
    expect(await entriesFor(other.email)).toEqual([]);
    expect(await mailsFor(other.email)).toEqual([]);
  });

  it('a listed address signed up again under a new key is a duplicate, not a replay', async () => {
    const key = newKey();
    const body = signup();
    expect((await countedSignUp(key, 10, body, `first-${randomUUID()}`)).outcome).toBe('created');
    expect(await countedSignUp(key, 10, body, `second-${randomUUID()}`)).toMatchObject({ outcome: 'duplicate' });
  });

  it('refuses a malformed idempotency key (400, nothing counted)', async () => {
    const key = newKey();
    const res = await post({ limit: { key, windowMs: WINDOW_MS, max: 10 }, signup: signup(), idempotencyKey: 'short' });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(
      'Idempotency-Key must be 16 to 64 letters, digits, "-" or "_"',
    );
    expect(await hitsOf(key)).toBe(0);
  });

  describe('bot defence', () => {
    const refusals = async (reason: string) =>
      (
        await core.query<{ n: number }>(
          'SELECT COALESCE(sum(count), 0)::int AS n FROM signup_refusals WHERE reason = $1',
          [reason],
        )
      )[0]?.n ?? 0;
    const postWith = (key: string, body: Record<string, unknown>, signals: Record<string, unknown>) =>
      post({ limit: { key, windowMs: WINDOW_MS, max: 10 }, signup: body, signals });

    it('a filled hidden field looks stored to the bot, stores and sends nothing, counts the hit and the refusal', async () => {
      const key = newKey();
      const body = signup();
      const before = await refusals('honeypot');
      const res = await postWith(key, body, { website: 'http://spam.example', fillMs: 9000 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ outcome: 'refused', count: { totalHits: 1 } });
      expect(await entriesFor(body.email)).toEqual([]);
      expect(await mailsFor(body.email)).toEqual([]);
      expect(await refusals('honeypot')).toBe(before + 1);
    });

    it('a form sent faster than a person can fill it in is refused the same way; a patient one is stored', async () => {
      const fast = signup();
      const before = await refusals('too-fast');
      expect((await postWith(newKey(), fast, { website: '', fillMs: 300 })).body).toMatchObject({
        outcome: 'refused',
      });
      expect(await entriesFor(fast.email)).toEqual([]);
      expect(await refusals('too-fast')).toBe(before + 1);
      const patient = signup();
      expect((await postWith(newKey(), patient, { website: '', fillMs: 4200 })).body).toMatchObject({
        outcome: 'created',
      });
    });

    it('a throwaway address is told why (400 on the email field), and nothing is stored', async () => {
      const body = signup({ email: `someone-${randomUUID().slice(0, 6)}@mailinator.com` });
      const before = await refusals('throwaway');
      const res = await postWith(newKey(), body, {});
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Please use a permanent email address: throwaway addresses cannot receive our launch news.',
        fieldErrors: {
          email: ['Please use a permanent email address: throwaway addresses cannot receive our launch news.'],
        },
      });
      expect(await entriesFor(body.email)).toEqual([]);
      expect(await refusals('throwaway')).toBe(before + 1);
    });

    it('one person, one place: Gmail dots and +tags are the same address; the address as typed is kept', async () => {
      const user = `jane${randomUUID().slice(0, 6).replace(/-/g, '')}`;
      const first = signup({ email: `${user}@gmail.com` });
      expect((await countedSignUp(newKey(), 10, first)).outcome).toBe('created');
      for (const alias of [
        `${user.slice(0, 2)}.${user.slice(2)}@gmail.com`,
        `${user}+waitlist@gmail.com`,
        `${user.toUpperCase()}@googlemail.com`,
      ]) {
        expect((await countedSignUp(newKey(), 10, signup({ email: alias }))).outcome).toBe('duplicate');
      }
      expect(
        await core.query('SELECT email, normalized_email FROM waitlist_entries WHERE normalized_email = $1', [
          `${user}@gmail.com`,
        ]),
      ).toEqual([{ email: `${user}@gmail.com`, normalized_email: `${user}@gmail.com` }]);
      // Elsewhere only the +tag goes: dots can matter to other providers.
      const other = signup({ email: `${user}@example.org` });
      expect((await countedSignUp(newKey(), 10, other)).outcome).toBe('created');
      expect(
        (await countedSignUp(newKey(), 10, signup({ email: `${user.slice(0, 2)}.${user.slice(2)}@example.org` })))
          .outcome,
      ).toBe('created');
      expect((await countedSignUp(newKey(), 10, signup({ email: `${user}+x@example.org` }))).outcome).toBe('duplicate');
    });
  });

  it('requires the service token', async () => {
    const res = await fetch(`${core.url}/internal/waitlist-entries/counted`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: { key: newKey(), windowMs: WINDOW_MS, max: 10 }, signup: signup() }),
    });
    expect(res.status).toBe(401);
  });
});

/** A counted sign-up's status and, when 200, its result (a batch test expects some to fail). */
async function batchSignUp(key: string, max: number, body: Record<string, unknown>) {
  const res = await post({ limit: { key, windowMs: WINDOW_MS, max }, signup: body });
  return { status: res.status, result: res.status === 200 ? waitlistCountedSignUpResultSchema.parse(res.body) : null };
}

// Sign-ups arriving while others are being stored go together in one statement (busy-batches.ts):
// each must come out exactly as if it had been stored alone.
describe('sign-ups stored together', () => {
  it('stores forty sign-ups at once, each with its place, links and e-mail', async () => {
    const bodies = Array.from({ length: 40 }, () => signup());
    const answers = await Promise.all(bodies.map((body) => batchSignUp(newKey(), 10, body)));

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

  it('stores the others of a statement one of them fails, and counts the failed one’s hit', async () => {
    await whileRefused(async () => {
      const bodies = Array.from({ length: 30 }, (_, i) =>
        i === 20 ? signup({ email: `refused-${randomUUID()}@example.com` }) : signup(),
      );
      const keys = bodies.map(() => newKey());
      const answers = await Promise.all(bodies.map((body, i) => batchSignUp(keys[i] as string, 10, body)));
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
    });
  });
});
