import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-admin',
    environment: 'happy-dom',
    setupFiles: ['@fresh-pouf/remote-kit/testing/setup', './src/test/no-canvas.ts'],
  },
});
