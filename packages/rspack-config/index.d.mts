import type { Configuration } from '@rspack/core';

export interface FederatedOptions {
  appDir: string;
  name: string;
  role: 'host' | 'remote';
  exposes?: Record<string, string>;
  /** A remote's routes module under the source folder, exporting `remoteRoutes`; published in its manifest. */
  routes?: string;
  /** A remote's page-parts module under the source folder, exporting `pageParts`; run at build time into page-parts.json. */
  pageParts?: string;
  runtimePlugins?: string[];
  devPort?: number;
  title?: string;
}

export const SERVER_DIR: 'server';
export function sharedSingletons(appDir: string): Record<string, unknown>;
export function createFederatedConfig(options: FederatedOptions): Configuration;
export function createServerConfig(options: FederatedOptions & { serverEntry?: string }): Configuration;
/** The browser build, plus the server build (dist/server) when `ssr` is set (a host names its render module). */
export function federatedBuilds(
  options: FederatedOptions & { ssr?: boolean | { entry: string } },
): (env?: Record<string, unknown>) => Configuration | Configuration[];
