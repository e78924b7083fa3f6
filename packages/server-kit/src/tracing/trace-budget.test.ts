import { describe, expect, it } from 'vitest';
import { traceBudget } from './trace-budget';

describe('traceBudget', () => {
  it('lets a second’s worth through at once, then one each time a share of a second has passed', () => {
    let ms = 0;
    const budget = traceBudget(5, () => ms);
    expect([1, 2, 3, 4, 5, 6].map(() => budget.take())).toEqual([true, true, true, true, true, false]);
    ms = 100;
    expect(budget.take()).toBe(false);
    ms = 200;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
  });

  it('saves up no more than a second’s worth, however long it waits', () => {
    let ms = 0;
    const budget = traceBudget(2, () => ms);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
    ms = 60_000;
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
  });

  it('holds a steady load to its rate: 1,000 requests a second for 10 s start 5 a second', () => {
    let ms = 0;
    const budget = traceBudget(5, () => ms);
    let taken = 0;
    for (let i = 0; i < 10_000; i += 1) {
      ms = i;
      if (budget.take()) taken += 1;
    }
    // The burst of 5 at the start, then one each 200 ms of the 9.999 s after it: 49.
    expect(taken).toBe(54);
  });

  it('keeps a rate under one a second: 0.2 lets one trace through every 5 s', () => {
    let ms = 0;
    const budget = traceBudget(0.2, () => ms);
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    ms = 4_900;
    expect(budget.take()).toBe(false);
    ms = 5_000;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    ms = 60_000;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
  });
});
