import { afterAll, beforeAll } from 'vitest';
import type { CoreConfig } from '../config';
import { startTestCore, type TestCore } from './start-test-core';

/**
 * A core (and database) of the enclosing file or describe's own: started before its tests and
 * closed after them. The object stands for that core from the first test on (read it in tests
 * and hooks, not while the file loads).
 */
export function useTestCore(overrides: Partial<CoreConfig> = {}): TestCore {
  let started: TestCore | undefined;
  beforeAll(async () => {
    started = await startTestCore(overrides);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestCore, {
    get(_target, name) {
      if (!started) throw new Error('the test core starts in beforeAll: read it inside a test or hook');
      const value: unknown = Reflect.get(started, name);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(started) : value;
    },
  });
}
