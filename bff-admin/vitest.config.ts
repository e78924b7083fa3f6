import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff-admin',
    environment: 'node',
    globalSetup: ['core-service/testing/global-setup'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
