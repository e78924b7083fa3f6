import { fileURLToPath } from 'node:url';
import { loadConfig } from '@fresh-pouf/server-kit';
import { z } from 'zod';

// Resolved from this file, not the working directory: `npm start` from anywhere keeps one data folder.
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/postgres', import.meta.url));

const schema = z.object({
  EMBEDDED_PG_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65_535).default(5433),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type DevPostgresConfig = z.output<typeof schema>;

export function readConfig(env: Record<string, string | undefined> = process.env): DevPostgresConfig {
  return loadConfig('dev-postgres', schema, env);
}
