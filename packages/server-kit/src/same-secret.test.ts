import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret';

describe('sameSecret', () => {
  it('holds only for the very same secret', () => {
    expect(sameSecret('s3cret-token', 's3cret-token')).toBe(true);
    expect(sameSecret('s3cret-tokeN', 's3cret-token')).toBe(false);
    expect(sameSecret('s3cret', 's3cret-token')).toBe(false);
    expect(sameSecret('', 's3cret-token')).toBe(false);
  });

  it('compares characters, not the bytes of a lookalike', () => {
    expect(sameSecret('café', 'cafe\u0301')).toBe(false);
  });
});
