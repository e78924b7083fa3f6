import { readConfig as readBffAdminConfig } from '../../../../bff-admin/src/config';
import { readConfig as readBffPublicConfig } from '../../../../bff-public/src/config';
import { readConfig as readCoreConfig } from '../../../../core-service/src/config';
import { readConfig as readGatewayConfig, remoteVariables } from '../../../../gateway/src/config';

/** Test support for the deployment checks: each Node service's config.ts, and how it reads an environment. */
export interface NodeServiceConfig {
  config: string;
  read: (env: Record<string, string>) => { PORT: number };
  /** Variables it names at run time rather than in config.ts. */
  named?: (env: Record<string, string>) => string[];
}

export const NODE_SERVICE_CONFIGS: Record<string, NodeServiceConfig> = {
  'core-service': { config: 'core-service/src/config.ts', read: readCoreConfig },
  'bff-public': { config: 'bff-public/src/config.ts', read: readBffPublicConfig },
  'bff-admin': { config: 'bff-admin/src/config.ts', read: readBffAdminConfig },
  gateway: {
    config: 'gateway/src/config.ts',
    read: readGatewayConfig,
    // MF_<NAME>_URL and MF_<NAME>_DIST of each remote in MF_REMOTES.
    named: (env) => readGatewayConfig(env).remotes.flatMap(({ name }) => Object.values(remoteVariables(name))),
  },
};
