import { createHash } from 'node:crypto';

/** Checked here with node:crypto, so the tests do not trust the code under test. */
function solves(challenge: string, nonce: number, difficulty: number): boolean {
  const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
  const bits = BigInt(`0x${digest.toString('hex')}`)
    .toString(2)
    .padStart(256, '0');
  return !bits.slice(0, difficulty).includes('1');
}

/** The first nonce that solves the challenge, or (for the attacks) the first that does not. */
export function nonceFor(challenge: string, difficulty: number, solving = true): string {
  for (let nonce = 0; ; nonce += 1) if (solves(challenge, nonce, difficulty) === solving) return String(nonce);
}
