import { describe, expect, it } from 'vitest';
import { checkOutcomes } from './checks';

const A = 'a@example.com';
const B = 'b@example.com';
const C = 'c@example.com';
const once = (...emails: string[]) => new Map(emails.map((e) => [e, 1]));

const failing = (checks: ReturnType<typeof checkOutcomes>) =>
  checks.filter((c) => !c.ok).map((c) => `${c.what}: ${c.detail}`);

describe("the rehearsal's pass conditions", () => {
  it('pass when every 2xx is stored once with one e-mail, and a failed sign-up left nothing', () => {
    const checks = checkOutcomes({
      outcomes: [
        { email: A, result: 'created' },
        { email: B, result: 'created' },
        { email: C, result: 'failed', reason: 'HTTP 503' },
      ],
      stored: [A, B],
      outboxRows: once(A, B),
      handed: once(A, B),
    });
    expect(failing(checks)).toEqual([]);
  });

  it('fail on a 2xx that was not stored, and on a sign-up stored though its visitor was told it failed', () => {
    const checks = checkOutcomes({
      outcomes: [
        { email: A, result: 'created' },
        { email: B, result: 'failed', reason: 'HTTP 502' },
      ],
      stored: [B],
      outboxRows: once(B),
      handed: once(B),
    });
    expect(failing(checks)).toEqual([
      'every sign-up answered 2xx is stored exactly once: 1: a@example.com',
      'no sign-up is stored that its visitor was told failed: 1: b@example.com',
    ]);
  });

  it('fail on an e-mail handed over twice, one never handed over, and one to an address not stored', () => {
    const checks = checkOutcomes({
      outcomes: [
        { email: A, result: 'created' },
        { email: B, result: 'created' },
      ],
      stored: [A, B],
      outboxRows: once(A, B),
      handed: new Map([
        [A, 2],
        [C, 1],
      ]),
    });
    expect(failing(checks)).toEqual([
      'every stored sign-up has one outbox e-mail, handed to the provider exactly once: 2: a@example.com (outbox 1, handed 2), b@example.com (outbox 1, handed 0)',
      'no e-mail went to an address that is not stored: 1: c@example.com',
    ]);
  });

  it('fail on a row stored twice and on a row nobody sent', () => {
    const checks = checkOutcomes({
      outcomes: [{ email: A, result: 'created' }],
      stored: [A, A, C],
      outboxRows: once(A, C),
      handed: once(A, C),
    });
    expect(failing(checks)).toEqual([
      'every sign-up answered 2xx is stored exactly once: 1: a@example.com',
      'nothing is stored that nobody sent: 1: c@example.com',
    ]);
  });
});
