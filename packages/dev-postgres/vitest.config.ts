import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'dev-postgres', environment: 'node', testTimeout: 30000, hookTimeout: 60000 },
});
