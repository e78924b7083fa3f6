import { afterAll, beforeAll } from 'vitest';
import type { CoreConfig } from '../config';
import { startTestCore, type TestCore } from './start-test-core';

/**
 * Something a file or describe starts for its tests alone (a core, a BFF): started before its
 * tests and closed after them. The object stands for it from the first test on (read it in tests
 * and hooks, not while the file loads).
 */
export function useStarted<T extends { close(): unknown }>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as T, {
    get(_target, name) {
      if (!started) throw new Error('started in beforeAll: read it inside a test or hook');
      const value: unknown = Reflect.get(started, name);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(started) : value;
    },
  });
}

/** A core (and database) of the enclosing file or describe's own. */
export const useTestCore = (overrides: Partial<CoreConfig> = {}): TestCore =>
  useStarted(() => startTestCore(overrides));
