import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@fresh-pouf/remote-kit',
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
  },
});
