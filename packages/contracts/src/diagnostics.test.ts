import { describe, expect, it } from 'vitest';
import { secretPrefix, testEmailRequestSchema } from './diagnostics';

describe('secretPrefix', () => {
  it('shows at most the first 4 characters', () => {
    expect(secretPrefix('abcdefghijklmnop')).toBe('abcd...');
  });
  it('shows at most half of a short secret, so it never gives one away', () => {
    expect(secretPrefix('abcdef')).toBe('abc...');
    expect(secretPrefix('ab')).toBe('a...');
    expect(secretPrefix('a')).toBe('...');
  });
  it('is null for an unset secret', () => {
    expect(secretPrefix(undefined)).toBeNull();
    expect(secretPrefix('')).toBeNull();
  });
});

describe('testEmailRequestSchema', () => {
  it('normalises the address and refuses a malformed one with the spec message', () => {
    expect(testEmailRequestSchema.parse({ email: ' Ops@Example.COM ', name: 'Test User' }).email).toBe(
      'ops@example.com',
    );
    const result = testEmailRequestSchema.safeParse({ email: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});
