import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { releaseTakeOvers } from './take-over';

// The one set-up file of every front-end vitest project. Vitest runs without globals, so Testing
// Library cannot register its own cleanup; a test's fetch stub, spies and taken-over pages end
// with it.
afterEach(() => {
  cleanup();
  releaseTakeOvers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
