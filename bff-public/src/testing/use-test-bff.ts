import { useStarted, useTestCore } from 'core-service/testing';
import type { BffPublicConfig } from '../config';
import { startTestBff } from './start-test-bff';

/** bff-public and the core behind it, of the enclosing file or describe's own (closed after its tests). */
export function useTestBff(
  overrides: Partial<BffPublicConfig> = {},
  coreOverrides: Parameters<typeof useTestCore>[0] = {},
) {
  const core = useTestCore(coreOverrides);
  const bff = useStarted(() => startTestBff(core, overrides));
  return { core, bff };
}
