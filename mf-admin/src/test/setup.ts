import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// happy-dom has no canvas to draw on: the funnel chart is checked in the browser tests, the
// numbers beside it here.
vi.mock('uplot', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    setData() {}
    setSize() {}
    destroy() {}
  },
}));
