import { describe, expect, it } from 'vitest';
import { cachedCheck } from './cached-check';

describe('cachedCheck', () => {
  it('runs one check for callers within the time to live, and a new one after it', async () => {
    let clock = 0;
    let runs = 0;
    const check = cachedCheck(
      async () => `Success ${(runs += 1)}`,
      1_000,
      () => clock,
    );
    expect(await Promise.all([check(), check(), check()])).toEqual(['Success 1', 'Success 1', 'Success 1']);
    clock = 999;
    expect(await check()).toBe('Success 1');
    clock = 1_000;
    expect(await check()).toBe('Success 2');
  });

  it('with no time to live still lets callers share a check in flight', async () => {
    let release: (text: string) => void = () => undefined;
    let runs = 0;
    const check = cachedCheck(() => {
      runs += 1;
      return new Promise<string>((resolve) => (release = resolve));
    }, 0);
    const first = check();
    const second = check();
    release('Success');
    expect(await Promise.all([first, second])).toEqual(['Success', 'Success']);
    expect(runs).toBe(1);
    const third = check();
    release('Failed');
    expect(await third).toBe('Failed');
    expect(runs).toBe(2);
  });
});
