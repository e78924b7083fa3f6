import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-policy';

describe('retryDelayMs', () => {
  it('doubles from the base with each attempt and stops at the cap', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((attempts) => retryDelayMs(attempts, 5_000, 900_000));
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 900_000, 900_000]);
  });

  it('stays at the cap for absurd attempt counts', () => {
    expect(retryDelayMs(10_000, 5_000, 900_000)).toBe(900_000);
  });
});
