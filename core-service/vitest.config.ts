import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core-service',
    environment: 'node',
    globalSetup: ['./src/testing/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
