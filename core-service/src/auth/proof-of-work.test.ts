import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProofOfWork } from './proof-of-work';

const SECRET = 'a-service-token-of-24-chars!';
const options = { secret: SECRET, difficulty: 8, ttlMs: 120_000 };

/** Solved here with node:crypto, independently of the checker. */
function solve(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    const bits = BigInt(`0x${createHash('sha256').update(`${challenge}:${nonce}`).digest('hex')}`)
      .toString(2)
      .padStart(256, '0');
    if (!bits.slice(0, difficulty).includes('1')) return String(nonce);
  }
}

afterEach(() => vi.useRealTimers());

describe('sign-in proof of work', () => {
  it('is accepted by any core copy sharing the secret, for its subject, until it expires', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    const issued = createProofOfWork(options).issue('chief');
    expect(issued.difficulty).toBe(8);
    const proof = { challenge: issued.challenge, nonce: solve(issued.challenge, 8) };

    const otherCopy = createProofOfWork(options);
    expect(otherCopy.check('chief', proof)).toEqual(expect.any(String));
    expect(otherCopy.check('someone-else', proof)).toBeNull();
    expect(createProofOfWork({ ...options, secret: 'another-token-of-24-chars!!' }).check('chief', proof)).toBeNull();
    // A copy that now asks for more work does not take an easier challenge.
    expect(createProofOfWork({ ...options, difficulty: 12 }).check('chief', proof)).toBeNull();

    vi.setSystemTime(new Date('2026-01-01T10:02:01Z'));
    expect(otherCopy.check('chief', proof)).toBeNull();
  });
});
