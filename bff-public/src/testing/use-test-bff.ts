import { startFakePostmark } from '@fresh-pouf/test-fakes';
import { startTestCore, useStarted, useTestCore } from 'core-service/testing';
import type { BffPublicConfig } from '../config';
import { startTestBff } from './start-test-bff';

type CoreOverrides = Parameters<typeof useTestCore>[0];

/** bff-public and the core behind it, of the enclosing file or describe's own (closed after its tests). */
export function useTestBff(overrides: Partial<BffPublicConfig> = {}, coreOverrides: CoreOverrides = {}) {
  const core = useTestCore(coreOverrides);
  const bff = useStarted(() => startTestBff(core, overrides));
  return { core, bff };
}

/** `useTestBff` with a fake Postmark first, whose address `coreOverrides` gives the core. */
export function useTestBffWithPostmark(
  overrides: Partial<BffPublicConfig>,
  coreOverrides: (postmarkUrl: string) => CoreOverrides,
) {
  const postmark = useStarted(() => startFakePostmark());
  const core = useStarted(() => startTestCore(coreOverrides(postmark.url)));
  const bff = useStarted(() => startTestBff(core, overrides));
  return { postmark, core, bff };
}
