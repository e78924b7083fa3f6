import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-marketing',
    environment: 'happy-dom',
    setupFiles: ['@fresh-pouf/remote-kit/testing/setup'],
  },
});
