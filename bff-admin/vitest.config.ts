import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff-admin',
    environment: 'node',
    globalSetup: ['../core-service/src/testing/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
