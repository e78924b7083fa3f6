import type { Express } from 'express';
import type { CoreClient } from './core-api';
import type { Logger } from './logger';
import type { ServiceMetrics } from './metrics';
import { serviceApp } from './service-app';

export interface BffAppOptions {
  /** The BFF's parsed TRUST_PROXY. */
  trustProxy: string | false;
  core: CoreClient;
  logger: Logger;
  metrics: ServiceMetrics;
}

/** The start both BFFs share: server-kit's service app, ready exactly when core answers. */
export function bffApp({ trustProxy, core, logger, metrics }: BffAppOptions): Express {
  return serviceApp({
    logger,
    metrics,
    trustProxy,
    // Unreachable is an answer too: name the failing dependency instead of a bare 'self'.
    ready: async () => ({ core: await core.ready(2000) }),
  });
}
