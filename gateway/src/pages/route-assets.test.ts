import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { remoteAssets, routeSharedAssets, shellAssets } from './route-assets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A shell build folder with its page-assets.json and mf-manifest.json. */
function shellBuild(pageAssets: object, sharedFiles?: Record<string, string[]>): string {
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
      metaData: sharedFiles ? { sharedFiles } : {},
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

  it("names only the files the build's provider loads, not the fallback copy its manifest lists beside them", async () => {
    const dir = shellBuild(
      { scripts: ['bootstrap.js'], styles: [], shared: ['react', '@fresh-pouf/ui/toaster'] },
      { react: ['121.js'], '@fresh-pouf/ui/toaster': ['755.js'] },
    );
    const assets = await shellAssets({ kind: 'dir', dir })();
    expect(assets?.scripts).toEqual(['/bootstrap.js', '/121.js', '/755.js']);
    expect(assets?.provides?.['@fresh-pouf/ui/toaster']).toEqual(['/755.js']);
  });
});

describe('remoteAssets', () => {
  it("offers the files a remote's provider loads for each shared module, by the manifest's sharedFiles", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-dist-'));
    dirs.push(dir);
    const sync = (files: string[]) => ({ js: { sync: files, async: [] }, css: { sync: [], async: [] } });
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { appShared: ['@fresh-pouf/ui/tabs'], sharedFiles: { '@fresh-pouf/ui/tabs': ['201.js', '573.js'] } },
        exposes: [{ name: 'App', assets: sync(['782.js']) }],
        shared: [
          { name: '@fresh-pouf/ui/tabs', assets: sync(['201.js', '573.js', '954.js']) },
          { name: 'react', assets: sync(['121.js']) },
        ],
      }),
    );
    const assets = await remoteAssets('admin', { kind: 'dir', dir })();
    expect(assets?.scripts).toEqual(['/mf/admin/remoteEntry.js', '/mf/admin/782.js']);
    expect(assets?.provides).toEqual({
      '@fresh-pouf/ui/tabs': ['/mf/admin/201.js', '/mf/admin/573.js'],
      react: ['/mf/admin/121.js'],
    });
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
