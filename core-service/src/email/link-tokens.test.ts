import { describe, expect, it } from 'vitest';
import { hashLinkToken, newLinkToken, randomToken } from './link-tokens';

describe('link tokens', () => {
  it('are 43 base64url characters, never the same twice, across many draws of the shared random bytes', () => {
    // 500 tokens of 32 bytes draw 16,000 bytes: the 4 KB pool is refilled several times over.
    const tokens = Array.from({ length: 500 }, () => newLinkToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(500);
  });

  it('draws the size asked for, small or larger than the pool', () => {
    expect(randomToken(9)).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(randomToken(5000)).toHaveLength(6667);
  });

  it('are stored as their SHA-256 only', () => {
    expect(hashLinkToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
