import { remotesConfigSchema, type RemotesConfig } from '@fresh-pouf/contracts';

/** The gateway's answer, checked: loaded on its own (it brings zod), never with the first view. */
export function checkRemotesConfig(body: unknown): RemotesConfig {
  return remotesConfigSchema.parse(body);
}
