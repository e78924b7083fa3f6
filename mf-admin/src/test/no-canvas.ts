import { vi } from 'vitest';

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
