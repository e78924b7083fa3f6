import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: '@fresh-pouf/api-client', environment: 'node' } });
