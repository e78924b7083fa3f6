import { readConfig as readBffAdminConfig } from '../../../../bff-admin/src/config';
import { readConfig as readBffPublicConfig } from '../../../../bff-public/src/config';
import { readConfig as readCoreConfig } from '../../../../core-service/src/config';
import { readConfig as readGatewayConfig, remoteVariables } from '../../../../gateway/src/config';
import { bffConfigShape } from '@fresh-pouf/server-kit';

/**
 * Read in every service by server-kit's tracing (readTracingConfig, before the service's own
 * modules load), so named in packages/server-kit/src/config.ts rather than in its config.ts.
 */
export const TRACING_VARIABLES = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_TRACES_SAMPLER_ARG', 'TRACES_MAX_PER_SECOND'];

/** Read by both BFFs through server-kit's shared shape, so named there rather than in their config.ts. */
const BFF_SHARED_VARIABLES = Object.keys(bffConfigShape(0));

/** Test support for the deployment checks: each Node service's config.ts, and how it reads an environment. */
export interface NodeServiceConfig {
  config: string;
  read: (env: Record<string, string>) => { PORT: number };
  /** Variables it names at run time rather than in config.ts. */
  named?: (env: Record<string, string>) => string[];
}

export const NODE_SERVICE_CONFIGS: Record<string, NodeServiceConfig> = {
  'core-service': { config: 'core-service/src/config.ts', read: readCoreConfig, named: () => TRACING_VARIABLES },
  'bff-public': {
    config: 'bff-public/src/config.ts',
    read: readBffPublicConfig,
    named: () => [...TRACING_VARIABLES, ...BFF_SHARED_VARIABLES],
  },
  'bff-admin': {
    config: 'bff-admin/src/config.ts',
    read: readBffAdminConfig,
    named: () => [...TRACING_VARIABLES, ...BFF_SHARED_VARIABLES],
  },
  gateway: {
    config: 'gateway/src/config.ts',
    read: readGatewayConfig,
    // MF_<NAME>_URL and MF_<NAME>_DIST of each remote in MF_REMOTES.
    named: (env) => [
      ...TRACING_VARIABLES,
      ...readGatewayConfig(env).remotes.flatMap(({ name }) => Object.values(remoteVariables(name))),
    ],
  },
};
