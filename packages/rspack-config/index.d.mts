import type { Configuration } from '@rspack/core';

export function sharedSingletons(appDir: string): Record<string, unknown>;
export function createFederatedConfig(options: {
  appDir: string;
  name: string;
  role: 'host' | 'remote';
  exposes?: Record<string, string>;
  /** A remote's routes module under the source folder, exporting `remoteRoutes`; published in its manifest. */
  routes?: string;
  runtimePlugins?: string[];
  devPort?: number;
  title?: string;
}): Configuration;
