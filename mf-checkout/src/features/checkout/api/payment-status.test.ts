import { describe, expect, it } from 'vitest';
import { recheckDelay } from './payment-status';

describe('asking again about a payment the server could not confirm', () => {
  it('waits longer each time, at most 30 s, and stops after a few minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(recheckDelay)).toEqual([
      5_000, 10_000, 20_000, 30_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect(recheckDelay(9)).toBe(false);
  });
});
