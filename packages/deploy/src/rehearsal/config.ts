import { loadConfig } from '@fresh-pouf/server-kit';
import { z } from 'zod';

// The rehearsal hands its services a clean environment of their own; from its own it takes
// only where programs are found.
const schema = z.object({
  PATH: z.string().min(1).default('/usr/local/bin:/usr/bin:/bin'),
});

export type RehearsalConfig = z.output<typeof schema>;

export function readConfig(env: Record<string, string | undefined> = process.env): RehearsalConfig {
  return loadConfig('rehearsal', schema, env);
}
