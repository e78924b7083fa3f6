import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the two-core CI machine. The
    // API tests spend most of their time waiting on PostgreSQL and on their services, so a second
    // file alongside fills that wait.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*',
      'core-service',
      'bff-public',
      'bff-admin',
      'gateway',
      'shell',
      'mf-marketing',
      'mf-admin',
      'mf-checkout',
      'mf-blog',
    ],
  },
});
