import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@fresh-pouf/ui',
    environment: 'happy-dom',
    setupFiles: ['@fresh-pouf/remote-kit/testing/setup'],
  },
});
