import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeSharedAssets, shellAssets } from './route-assets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A shell build folder with its page-assets.json and mf-manifest.json. */
function shellBuild(pageAssets: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'page-assets.json'), JSON.stringify(pageAssets));
  const shared = (name: string, files: string[]) => ({
    name,
    assets: { js: { sync: files, async: [] }, css: { sync: [], async: [] } },
  });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: {},
      exposes: [],
      shared: [
        shared('react', ['121.js']),
        shared('@fresh-pouf/ui', ['744.js']),
        shared('@fresh-pouf/ui/toaster', ['755.js', '76.js']),
      ],
    }),
  );
  return dir;
}

describe('shellAssets', () => {
  it('names the shared modules the first render imports, not those loaded on demand', async () => {
    const dir = shellBuild({
      scripts: ['bootstrap.js'],
      styles: ['bootstrap.css'],
      shared: ['react', '@fresh-pouf/ui'],
    });
    const assets = await shellAssets({ kind: 'dir', dir })();
    expect(assets?.scripts).toEqual(['/bootstrap.js', '/121.js', '/744.js']);
    expect(assets?.styles).toEqual(['/bootstrap.css']);
  });

  it('names every shared module for a shell build that does not list them (an older release)', async () => {
    const dir = shellBuild({ scripts: ['bootstrap.js'], styles: [] });
    expect((await shellAssets({ kind: 'dir', dir })())?.scripts).toEqual([
      '/bootstrap.js',
      '/121.js',
      '/744.js',
      '/755.js',
      '/76.js',
    ]);
  });
});

describe('routeSharedAssets', () => {
  it("names the shell's files of the shared modules the route's App imports as it loads", async () => {
    const dir = shellBuild({ scripts: ['bootstrap.js'], styles: [], shared: ['react'] });
    const shell = await shellAssets({ kind: 'dir', dir })();
    const route = {
      fetches: [],
      scripts: ['/mf/checkout/remoteEntry.js'],
      styles: [],
      needs: ['react', '@fresh-pouf/ui/toaster', 'not-provided'],
    };
    expect(routeSharedAssets(shell, route)?.scripts).toEqual(['/121.js', '/755.js', '/76.js']);
  });

  it("names the remote's own copy of a shared module the shell does not provide, each file once", async () => {
    const dir = shellBuild({ scripts: ['bootstrap.js'], styles: [], shared: ['react'] });
    const shell = await shellAssets({ kind: 'dir', dir })();
    const route = {
      fetches: [],
      scripts: ['/mf/admin/remoteEntry.js'],
      styles: [],
      needs: ['react', '@fresh-pouf/ui/tabs', '@fresh-pouf/ui/sheet'],
      provides: {
        react: ['/mf/admin/9.js'],
        '@fresh-pouf/ui/tabs': ['/mf/admin/201.js', '/mf/admin/277.js'],
        '@fresh-pouf/ui/sheet': ['/mf/admin/201.js', '/mf/admin/24.js'],
      },
    };
    expect(routeSharedAssets(shell, route)?.scripts).toEqual([
      '/121.js',
      '/mf/admin/201.js',
      '/mf/admin/277.js',
      '/mf/admin/24.js',
    ]);
  });
});
