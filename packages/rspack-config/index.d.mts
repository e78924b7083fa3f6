import type { Configuration } from '@rspack/core';

export function sharedSingletons(appDir: string): Record<string, unknown>;
export function createFederatedConfig(options: {
  appDir: string;
  name: string;
  role: 'host' | 'remote';
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  devPort?: number;
  title?: string;
}): Configuration;
