import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });

/** The rules a snippet breaks, as ESLint would report them for a file at `filePath` (which need not exist). */
async function rulesBrokenBy(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

// The first lint loads the whole repository's config and type-aware parser: seconds on a busy host.
describe('where browser -> BFF calls are described, ESLint refuses hand-written ones', { timeout: 30_000 }, () => {
  it('refuses an /api/ path written as a string or a template in mf-admin and bff-admin', async () => {
    const code = "export const a = '/api/admin/stats';\nexport const b = (id: number) => `/api/admin/blog/${id}`;\n";
    expect(await rulesBrokenBy(code, 'mf-admin/src/features/probe/api/probe.ts')).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
    expect(await rulesBrokenBy(code, 'bff-admin/src/probe/probe.routes.ts')).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it('refuses fetch, window.fetch and the untyped apiRequest in mf-admin', async () => {
    const code = [
      "import { apiRequest } from '@fresh-pouf/api-client';",
      "export const a = () => fetch('/x');",
      "export const b = () => window.fetch('/x');",
      "export const c = () => apiRequest('GET', '/x');",
      '',
    ].join('\n');
    expect(await rulesBrokenBy(code, 'mf-admin/src/lib/probe.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-globals',
      'no-restricted-syntax',
    ]);
  });

  it('refuses an /api/ path written by hand in bff-public, every public front end, remote-kit, the gateway and core', async () => {
    const code = "export const a = '/api/waitlist';\nexport const b = (slug: string) => `/api/blog/${slug}`;\n";
    for (const file of [
      'bff-public/src/probe/probe.routes.ts',
      'shell/src/probe/probe.ts',
      'mf-marketing/src/features/probe/api/probe.ts',
      'mf-blog/src/features/probe/api/probe.ts',
      'mf-checkout/src/features/probe/api/probe.ts',
      'packages/remote-kit/src/probe.ts',
      'gateway/src/probe.ts',
      'core-service/src/probe/probe.service.ts',
    ]) {
      expect(await rulesBrokenBy(code, file), file).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    }
  });

  it('refuses raw fetch and the untyped apiRequest in the public front ends and remote-kit, not in bff-public', async () => {
    const code = [
      "import { apiRequest } from '@fresh-pouf/api-client';",
      "export const a = () => fetch('/x');",
      "export const b = () => globalThis.fetch('/x');",
      "export const c = () => apiRequest('GET', '/x');",
      '',
    ].join('\n');
    for (const file of [
      'shell/src/lib/probe.ts',
      'mf-marketing/src/lib/probe.ts',
      'mf-blog/src/lib/probe.ts',
      'mf-checkout/src/lib/probe.ts',
      'packages/remote-kit/src/probe.ts',
    ]) {
      expect(await rulesBrokenBy(code, file), file).toEqual([
        'no-restricted-imports',
        'no-restricted-globals',
        'no-restricted-syntax',
      ]);
    }
    // A service calls core and third parties with fetch; only its browser paths are described.
    expect(
      await rulesBrokenBy("export const a = () => fetch('https://example.test/x');\n", 'bff-public/src/probe.ts'),
    ).toEqual([]);
  });

  it('lets the contracts describe the paths, tests write the URLs they expect, and other paths through', async () => {
    const code = "export const a = '/api/admin/stats';\n";
    expect(await rulesBrokenBy(code, 'packages/contracts/src/bff-api/probe.ts')).toEqual([]);
    expect(await rulesBrokenBy(code, 'mf-admin/src/features/probe/probe.test.ts')).toEqual([]);
    expect(await rulesBrokenBy("export const a = '/apis';\n", 'mf-admin/src/lib/probe.ts')).toEqual([]);
  });
});
