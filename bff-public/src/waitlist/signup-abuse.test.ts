import { randomUUID } from 'node:crypto';
import { ATTRIBUTION_HEADER, encodeAttribution, WAITLIST_ENTRY_PLACEHOLDER_ID } from '@fresh-pouf/contracts';
import { type FakeStripe, startFakeStripe } from '@fresh-pouf/test-fakes';
import { startTestCore, type TestCore, uniqueEmail, validSignup } from 'core-service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../testing/start-test-bff';

// Through the public API as an outsider calls it: the decoy a bot gets cannot be told
// from a real answer (item 5), the Early Bird checkout applies the sign-up's checks (item 3), and
// "This wasn't me" works from the e-mailed link (item 1).

type Bff = Awaited<ReturnType<typeof startTestBff>>;
let core: TestCore;
let stripe: FakeStripe;
let bff: Bff;

beforeAll(async () => {
  core = await startTestCore();
  stripe = await startFakeStripe();
  bff = await startTestBff(core, {
    WAITLIST_RATE_LIMIT_MAX: 1000,
    STRIPE_SECRET_KEY: 'sk_test_abuse',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abuse',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_abuse',
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await bff?.close();
  await stripe?.close();
  await core?.close();
});

const signup = (address: string) => validSignup({ email: address });
const checkout = (address: string) => ({
  waitlistEntryId: WAITLIST_ENTRY_PLACEHOLDER_ID,
  planId: 'monthly',
  isSubscription: true,
  planDetails: { planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 },
  customer: { email: address, fullName: 'Grace Hopper', joinDate: '2026-11-21' },
  checkoutToken: randomUUID().replace(/-/g, '').padEnd(43, 'a'),
});
const entriesFor = (address: string) => core.query('SELECT id FROM waitlist_entries WHERE email = $1', [address]);
const headerNames = (res: Response) =>
  [...res.headers.keys()].filter((name) => name !== 'date' && name !== 'x-request-id').sort();

describe('the decoy answer to a bot', () => {
  it('has the status, headers, shape and numbering of a real sign-up between two real ones', async () => {
    const real = await bff.post('/api/waitlist', signup(uniqueEmail('real')));
    const bot = await bff.post('/api/waitlist', signup(uniqueEmail('bot')), { 'x-signup-website': '1' });
    const next = await bff.post('/api/waitlist', signup(uniqueEmail('real')));
    expect([real.status, bot.status, next.status]).toEqual([201, 201, 201]);
    expect(headerNames(bot)).toEqual(headerNames(real));

    const [a, decoy, b] = (await Promise.all([real.json(), bot.json(), next.json()])) as Array<{
      id: number;
      place: number;
      message: string;
      referralCode: string;
    }>;
    expect(Object.keys(decoy ?? {}).sort()).toEqual(['id', 'message', 'place', 'referralCode']);
    expect(decoy?.message).toBe("You've been added to our waitlist!");
    // Ids from the one sequence: the bot's answer sits between the real entries before and after it.
    expect(decoy?.id).toBe((a?.id ?? 0) + 1);
    expect(b?.id).toBe((a?.id ?? 0) + 2);
    expect(decoy?.place).toBe((a?.place ?? 0) + 1);
    expect(await core.query('SELECT id FROM waitlist_entries WHERE id = $1', [decoy?.id])).toEqual([]);
  });
});

describe('the Early Bird checkout applies the sign-up checks', () => {
  it('refuses a throwaway address with a referral code: 400 with the field message, nothing stored, nothing at Stripe', async () => {
    const address = `farm-${randomUUID().slice(0, 8)}@mailinator.com`;
    const referrer = uniqueEmail('referrer');
    expect((await bff.post('/api/waitlist', signup(referrer))).status).toBe(201);
    const [{ referral_code: ref } = { referral_code: '' }] = await core.query<{ referral_code: string }>(
      'SELECT referral_code FROM waitlist_entries WHERE email = $1',
      [referrer],
    );
    const res = await bff.post('/api/create-subscription', checkout(address), {
      [ATTRIBUTION_HEADER]: encodeAttribution({ ref }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Please use a permanent email address: throwaway addresses cannot receive our launch news.',
      fieldErrors: {
        email: ['Please use a permanent email address: throwaway addresses cannot receive our launch news.'],
      },
    });
    expect(await entriesFor(address)).toEqual([]);
    expect(await core.query('SELECT id FROM waitlist_entries WHERE referral_code_used = $1', [ref])).toEqual([]);
    expect([...stripe.customers.values()].filter((c) => c.email === address)).toEqual([]);
  });

  it("answers a bot's checkout with a client secret of Stripe's shape that opens nothing: nothing stored, created or e-mailed", async () => {
    const address = uniqueEmail('bot');
    const res = await bff.post('/api/create-subscription', checkout(address), { 'x-signup-website': '1' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { clientSecret: string; amount: number };
    expect(body.amount).toBe(6.74);
    expect(body.clientSecret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{24}$/);
    expect(await entriesFor(address)).toEqual([]);
    expect(await core.query('SELECT id FROM email_outbox WHERE to_address = $1', [address])).toEqual([]);
    expect([...stripe.customers.values()].filter((c) => c.email === address)).toEqual([]);
  });

  it('a person checking out (patient form) is stored and gets a client secret from Stripe', async () => {
    const address = uniqueEmail('bird');
    const res = await bff.post('/api/create-subscription', checkout(address), { 'x-signup-fill-ms': '9000' });
    expect(res.status).toBe(200);
    expect(await entriesFor(address)).toHaveLength(1);
    expect([...stripe.customers.values()].filter((c) => c.email === address)).toHaveLength(1);
  });
});

describe('POST /api/waitlist/not-me (the e-mailed "This wasn\'t me")', () => {
  it('removes the unconfirmed entry from the link in its e-mail; a malformed token is 400 and changes nothing', async () => {
    const victim = uniqueEmail('victim');
    expect((await bff.post('/api/waitlist', signup(victim))).status).toBe(201);
    const [mail] = await core.query<{ text_body: string }>('SELECT text_body FROM email_outbox WHERE to_address = $1', [
      victim,
    ]);
    const token = /\/waitlist\/not-me\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1] ?? '';

    const bad = await bff.post('/api/waitlist/not-me', { token: 'x' });
    expect(bad.status).toBe(400);
    expect(await entriesFor(victim)).toHaveLength(1);

    const res = await bff.post('/api/waitlist/not-me', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ outcome: 'removed' });
    expect(await entriesFor(victim)).toEqual([]);
  });
});
