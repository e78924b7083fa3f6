import { createLogger } from '@fresh-pouf/server-kit';
import { emailSchema, normalizeEmail, RATE_LIMITS, rateLimitMessage, WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSequelize } from '../db/sequelize';
import { createTestDatabase, type TestDatabase } from '../testing';
import { createRateLimitRepository } from './rate-limit.repository';
import { createRateLimiter, type RateLimiter } from './rate-limit.service';

const MINUTE = 60_000;

describe('the rate limiter: a policy of RATE_LIMITS applied to a key', () => {
  let db: TestDatabase;
  let sequelize: Sequelize;
  let limits: RateLimiter;
  /** The limiter's clock, moved by the tests instead of waiting. */
  let now = new Date('2030-01-01T10:00:00Z');

  beforeAll(async () => {
    db = await createTestDatabase();
    sequelize = createSequelize(db.url, createLogger('rate-limiter-test', 'silent'));
    limits = createRateLimiter(createRateLimitRepository(sequelize), () => now);
  });
  beforeEach(async () => {
    now = new Date('2030-01-01T10:00:00Z');
    await sequelize.query('DELETE FROM rate_limit_counters');
  });
  afterAll(async () => {
    await sequelize?.close();
    await db?.drop();
  });

  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('allows the limit, then refuses with the answer the table lists, until the window passes', async () => {
    const policy = RATE_LIMITS.waitlistSignup;
    for (let i = 1; i <= 10; i += 1)
      expect(await limits.apply(policy, '198.51.100.7')).toMatchObject({ allowed: true, totalHits: i });
    const refused = await limits.apply(policy, '198.51.100.7');
    expect(refused).toMatchObject({ allowed: false, totalHits: 11, msLeft: 15 * MINUTE });
    expect(policy.answer).toEqual({ status: 429, message: WAITLIST_MESSAGES.rateLimited, headers: true });
    expect(rateLimitMessage(policy.answer, refused.msLeft)).toBe(
      'Too many sign-ups from your network. Please wait a few minutes and try again.',
    );

    later(15 * MINUTE - 1);
    expect(await limits.apply(policy, '198.51.100.7')).toMatchObject({ allowed: false, msLeft: 1 });
    later(1);
    expect(await limits.apply(policy, '198.51.100.7')).toMatchObject({
      allowed: true,
      totalHits: 1,
      msLeft: 15 * MINUTE,
    });
  });

  it('takes a setting over the default limit and window', async () => {
    const policy = RATE_LIMITS.confirmLink;
    const settings = { max: 2, windowMs: MINUTE };
    expect((await limits.apply(policy, 'k', settings)).allowed).toBe(true);
    expect((await limits.apply(policy, 'k', settings)).allowed).toBe(true);
    expect((await limits.apply(policy, 'k', settings)).allowed).toBe(false);
    later(MINUTE);
    expect((await limits.apply(policy, 'k', settings)).allowed).toBe(true);
  });

  it('keeps one counter per key and per policy: another address or e-mail never shares it', async () => {
    const settings = { max: 1, windowMs: MINUTE };
    expect((await limits.apply(RATE_LIMITS.portalLink, '198.51.100.7', settings)).allowed).toBe(true);
    expect((await limits.apply(RATE_LIMITS.portalLink, '198.51.100.7', settings)).allowed).toBe(false);
    expect((await limits.apply(RATE_LIMITS.portalLink, '198.51.100.8', settings)).allowed).toBe(true);
    // The same address under another policy is another counter.
    expect((await limits.apply(RATE_LIMITS.dataRequest, '198.51.100.7', settings)).allowed).toBe(true);
    // A key that merely starts like another is not it.
    expect((await limits.apply(RATE_LIMITS.portalLink, '198.51.100.70', settings)).allowed).toBe(true);

    const mailbox = (email: string) => normalizeEmail(emailSchema.parse(email));
    expect((await limits.apply(RATE_LIMITS.testEmailTo, mailbox('jane@example.com'), settings)).allowed).toBe(true);
    expect((await limits.apply(RATE_LIMITS.testEmailTo, mailbox('john@example.com'), settings)).allowed).toBe(true);
  });

  it('counts case and whitespace variants of one mailbox against one counter, as the e-mail keys are made', async () => {
    const settings = { max: 1, windowMs: MINUTE };
    // As bff-public makes the test-email key: the parsed (trimmed) address, normalized to its mailbox.
    const key = (email: string) => normalizeEmail(emailSchema.parse(email));
    expect((await limits.apply(RATE_LIMITS.testEmailTo, key('Jane.Doe@Gmail.com'), settings)).allowed).toBe(true);
    expect((await limits.apply(RATE_LIMITS.testEmailTo, key('  janedoe@gmail.com '), settings)).allowed).toBe(false);
    expect((await limits.apply(RATE_LIMITS.testEmailTo, key('JANE.DOE+1@googlemail.com'), settings)).allowed).toBe(
      false,
    );
  });

  it('gives back a hit that was no failure, and forgets a key or every key with a prefix', async () => {
    const policy = RATE_LIMITS.staffLoginPair;
    await limits.apply(policy, 'boss:198.51.100.7');
    await limits.apply(policy, 'boss:198.51.100.7');
    await limits.giveBack(policy, 'boss:198.51.100.7');
    expect((await limits.apply(policy, 'boss:198.51.100.7')).totalHits).toBe(2);
    await limits.reset(policy, 'boss:198.51.100.7');
    expect((await limits.apply(policy, 'boss:198.51.100.7')).totalHits).toBe(1);

    await limits.apply(policy, 'boss:198.51.100.8');
    await limits.apply(policy, 'bossy:198.51.100.8');
    await limits.resetAll(policy, 'boss:');
    expect((await limits.apply(policy, 'boss:198.51.100.8')).totalHits).toBe(1);
    expect((await limits.apply(policy, 'bossy:198.51.100.8')).totalHits).toBe(2);
  });

  it('holds a spent key shut for the hold, then counts from one again', async () => {
    const policy = RATE_LIMITS.secondStep;
    const settings = { max: 3, windowMs: 15 * MINUTE, holdMs: 30 * MINUTE };
    // A fourth attempt raced the third: the key is past its limit when the third holds it.
    for (let i = 0; i < 4; i += 1) await limits.apply(policy, '42', settings);
    await limits.hold(policy, '42', settings);
    later(20 * MINUTE);
    // Past the window, but inside the hold: still shut, and the table's message names the minutes left.
    const refused = await limits.apply(policy, '42', settings);
    expect(refused.allowed).toBe(false);
    await limits.giveBack(policy, '42');
    expect(await limits.shutForMs(policy, '42', settings)).toBe(10 * MINUTE);
    expect(rateLimitMessage(policy.answer, 10 * MINUTE)).toContain('locked for 10 minutes');
    // A second hold does not stretch the first.
    await limits.hold(policy, '42', settings);
    expect(await limits.shutForMs(policy, '42', settings)).toBe(10 * MINUTE);

    later(10 * MINUTE);
    expect(await limits.shutForMs(policy, '42', settings)).toBe(0);
    expect(await limits.apply(policy, '42', settings)).toMatchObject({ allowed: true, totalHits: 1 });
  });

  it('rolls a hit back with the transaction it was counted in', async () => {
    const policy = RATE_LIMITS.alreadyListedEmail;
    await sequelize
      .transaction(async (tx) => {
        expect((await limits.apply(policy, '7', policy, tx)).allowed).toBe(true);
        throw new Error('nothing to send after all');
      })
      .catch(() => undefined);
    expect((await limits.apply(policy, '7')).allowed).toBe(true);
    expect((await limits.apply(policy, '7')).allowed).toBe(false);
    later(5 * MINUTE);
    expect((await limits.apply(policy, '7')).allowed).toBe(true);
  });
});
