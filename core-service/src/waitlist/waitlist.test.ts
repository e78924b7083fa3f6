import { WAITLIST_MESSAGES, waitlistEntryRecordSchema } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, startTestCore, type TestCore, withoutLinks } from '../testing';
import { uniqueEmail, validSignup } from '../testing/signups';

let core: TestCore;

beforeAll(async () => {
  core = await startTestCore();
});

afterAll(async () => {
  await core?.close();
});

/** A BFF's sign-up (with another service token, or none, when `token` says so). */
const signUp = (body: unknown, token: string | null = core.token) =>
  internalCall(core, 'POST', '/waitlist-entries', { body, token });

const getEntry = (id: number | string, token: string | null = core.token) =>
  internalCall(core, 'GET', `/waitlist-entries/${id}`, { token });

async function count(table: 'waitlist_entries' | 'email_outbox', where = 'true', params: unknown[] = []) {
  const [row] = await core.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return row?.n ?? 0;
}

describe('POST /internal/waitlist-entries', () => {
  it('stores a valid sign-up and answers 201 with the stored record, readable via GET', async () => {
    const body = validSignup();
    const res = await signUp(body);
    expect(res.status).toBe(201);
    const created = waitlistEntryRecordSchema.parse(res.body);
    expect(created).toMatchObject({
      fullName: 'Jane Doe',
      email: body.email,
      plan: 'bi-monthly',
      joinDate: '2025-03-14',
      earlyBird: false,
      hasEarlyBirdDiscount: false,
      paymentMade: false,
      isFamily: false,
      numberOfPoufs: 1,
      frequency: 'bi-monthly',
      stripeCustomerId: null,
    });

    const read = await getEntry(created.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
  });

  it('normalises the e-mail address to lower case', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await signUp(validSignup({ email: `  ${email.toUpperCase()} ` }));
    expect(res.status).toBe(201);
    expect((res.body as { email: string }).email).toBe(email.toLowerCase());
  });

  it.each([
    ['email', { email: 'not-an-email' }, WAITLIST_MESSAGES.email],
    ['email', { email: undefined }, WAITLIST_MESSAGES.email],
    ['fullName', { fullName: 'J' }, WAITLIST_MESSAGES.fullName],
    ['fullName', { fullName: '   ' }, WAITLIST_MESSAGES.fullName],
    ['joinDate', { joinDate: '' }, WAITLIST_MESSAGES.joinDate],
    ['joinDate', { joinDate: undefined }, WAITLIST_MESSAGES.joinDate],
    ['plan', { plan: 'weekly' }, WAITLIST_MESSAGES.plan],
    ['numberOfPoufs', { plan: 'family', numberOfPoufs: 6 }, WAITLIST_MESSAGES.numberOfPoufs],
    ['frequency', { plan: 'family', frequency: 'yearly' }, WAITLIST_MESSAGES.frequency],
  ])('rejects an invalid %s (%j) with 400 and the spec message, storing nothing', async (field, change, message) => {
    const before = await count('waitlist_entries');
    const res = await signUp(validSignup(change));
    expect(res.status).toBe(400);
    const body = res.body as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]?.[0]).toBe(message);
    expect(body.message).toBe(message);
    expect(await count('waitlist_entries')).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await internalCall(core, 'POST', '/waitlist-entries', { rawBody: '{"fullName":' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('answers 409 for an address already on the list, also in another case, keeping one row', async () => {
    const email = uniqueEmail('dup');
    expect((await signUp(validSignup({ email }))).status).toBe(201);

    const again = await signUp(validSignup({ email, fullName: 'Someone Else' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: WAITLIST_MESSAGES.duplicate });

    const shouted = await signUp(validSignup({ email: email.toUpperCase() }));
    expect(shouted.status).toBe(409);

    expect(await count('waitlist_entries', 'email = $1', [email])).toBe(1);
    expect(await count('email_outbox', 'to_address = $1', [email])).toBe(1);
  });

  it('lets exactly one of two simultaneous sign-ups with the same address in', async () => {
    const email = uniqueEmail('race');
    const statuses = await Promise.all([signUp(validSignup({ email })), signUp(validSignup({ email }))]).then((rs) =>
      rs.map((r) => r.status).sort(),
    );
    expect(statuses).toEqual([201, 409]);
    expect(await count('waitlist_entries', 'email = $1', [email])).toBe(1);
    expect(await count('email_outbox', 'to_address = $1', [email])).toBe(1);
  });

  it('stores a family entry with its pouf count and frequency', async () => {
    const res = await signUp(
      validSignup({ plan: 'family', isFamily: false, numberOfPoufs: 4, frequency: 'quarterly' }),
    );
    expect(res.status).toBe(201);
    const created = waitlistEntryRecordSchema.parse(res.body);
    expect(created).toMatchObject({ plan: 'family', isFamily: true, numberOfPoufs: 4, frequency: 'quarterly' });
    const [row] = await core.query('SELECT is_family, number_of_poufs, frequency FROM waitlist_entries WHERE id = $1', [
      created.id,
    ]);
    expect(row).toEqual({ is_family: true, number_of_poufs: 4, frequency: 'quarterly' });
  });

  it('forces one pouf and the plan as frequency for a non-family plan', async () => {
    const res = await signUp(
      validSignup({ plan: 'quarterly', isFamily: true, numberOfPoufs: 5, frequency: 'monthly' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      plan: 'quarterly',
      isFamily: false,
      numberOfPoufs: 1,
      frequency: 'quarterly',
    });
  });

  it('ignores payment state, discount and provider ids sent by a visitor', async () => {
    const res = await signUp(
      validSignup({
        earlyBird: true,
        paymentMade: true,
        hasEarlyBirdDiscount: true,
        paymentMethod: 'card',
        paymentAmount: '0.01',
        paymentDate: '2025-01-01',
        stripeCustomerId: 'cus_fake',
        stripeSubscriptionId: 'sub_fake',
        stripePaymentIntentId: 'pi_fake',
      }),
    );
    expect(res.status).toBe(201);
    const created = waitlistEntryRecordSchema.parse(res.body);
    expect(created).toMatchObject({
      earlyBird: true,
      paymentMade: false,
      hasEarlyBirdDiscount: false,
      paymentMethod: null,
      paymentAmount: null,
      paymentDate: null,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      stripePaymentIntentId: null,
    });
  });

  it('queues the confirmation e-mail with the entry, greeting neutrally until the address is confirmed', async () => {
    const body = validSignup({
      fullName: 'Ada Lovelace',
      plan: 'family',
      numberOfPoufs: 3,
      frequency: 'monthly',
      earlyBird: true,
    });
    expect((await signUp(body)).status).toBe(201);
    const rows = await core.query<{
      kind: string;
      to_name: string;
      subject: string;
      text_body: string;
      status: string;
    }>('SELECT kind, to_name, subject, text_body, status FROM email_outbox WHERE to_address = $1', [body.email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'waitlist-confirmation',
      to_name: null,
      subject: 'Confirm your place on the Fresh Pouf waitlist',
      status: 'pending',
    });
    expect(rows[0]?.text_body).toMatch(/^Hi there,\n/);
    expect(withoutLinks(rows[0]?.text_body ?? '')).not.toContain('Ada');
    expect(rows[0]?.text_body).toMatch(
      /Didn't sign up\? This wasn't me: http:\/\/[^\s]+\/waitlist\/not-me\?token=[A-Za-z0-9_-]{43}(\n|$)/,
    );
    expect(rows[0]?.text_body).toContain('3 poufs per delivery');
    expect(rows[0]?.text_body).toContain('25% off');
  });

  it('keeps a name a mail client could turn into a link out of the e-mail and its To header', async () => {
    const body = validSignup({ fullName: 'Prize at www.evil.example' });
    expect((await signUp(body)).status).toBe(201);
    const rows = await core.query<{ to_name: string | null; text_body: string; html_body: string }>(
      'SELECT to_name, text_body, html_body FROM email_outbox WHERE to_address = $1',
      [body.email],
    );
    expect(rows[0]?.to_name).toBeNull();
    expect(rows[0]?.text_body).toContain('Hi there,');
    expect(`${rows[0]?.text_body} ${rows[0]?.html_body}`).not.toContain('evil.example');
  });

  it('writes no e-mail when the entry is not stored', async () => {
    const before = await count('email_outbox');
    expect((await signUp(validSignup({ email: 'broken' }))).status).toBe(400);
    expect(await count('email_outbox')).toBe(before);
  });
});

describe('GET /internal/waitlist-entries/:id', () => {
  it.each(['999999', '0', 'abc', '99999999999'])('answers 404 for %s', async (id) => {
    const res = await getEntry(id);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: expect.any(String) });
  });
});

describe('service token', () => {
  it.each([
    ['missing', null],
    ['wrong', 'x'.repeat(48)],
  ])('answers 401 when the token is %s, storing nothing', async (_label, token) => {
    const before = await count('waitlist_entries');
    const post = await signUp(validSignup(), token);
    expect(post.status).toBe(401);
    expect(await count('waitlist_entries')).toBe(before);
    expect((await getEntry(1, token)).status).toBe(401);
  });

  it('leaves the health checks open', async () => {
    expect((await fetch(`${core.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${core.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: true } });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await fetch(`${core.url}/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('/nope') });
  });
});
