import { describe, expect, it } from 'vitest';
import { formatCount } from './counts';

describe('counts as the staff screens write them', () => {
  it('writes counts as en-US does, with a comma between thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1_000_000)).toBe('1,000,000');
    expect(formatCount(123_456_789)).toBe('123,456,789');
    expect(formatCount(-4321)).toBe('-4,321');
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
