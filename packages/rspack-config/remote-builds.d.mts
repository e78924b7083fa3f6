import type { Configuration } from '@rspack/core';
import type { FederatedOptions } from './index.mjs';

/** A remote's builds from its rspack.config.mjs's own URL (appDir, role and app/routes.ts filled in). */
export function remoteBuilds(
  configUrl: string,
  options: Omit<FederatedOptions, 'appDir' | 'role'> & { ssr?: boolean },
): (env?: Record<string, unknown>) => Configuration | Configuration[];
