import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
