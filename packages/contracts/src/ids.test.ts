import { describe, expect, it } from 'vitest';
import { storedIdSchema } from './ids';

describe('stored ids in paths', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('reads %s as %d', (raw, id) => {
    expect(storedIdSchema.parse(raw)).toBe(id);
  });

  it.each(['0', '01', '-1', '1.5', 'abc', '', '2147483648', '99999999999', ' 7'])('refuses %j', (raw) => {
    expect(storedIdSchema.safeParse(raw).success).toBe(false);
  });
});
