import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNginxConfig, freeLoopbackPort, type RunningStaticSite, startNginx } from './nginx-process';
import { NGINX_CONF, REPO_ROOT } from './testing/repo-files';

const CONF = path.join(REPO_ROOT, NGINX_CONF);

describe('the nginx.conf of the static images', () => {
  it("passes Debian nginx's `nginx -t`", () => {
    const result = checkNginxConfig(CONF);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });
});

describe('nginx.conf serving a build', () => {
  let site: string;
  let nginx: RunningStaticSite;

  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'fresh-pouf-site-'));
    const files: Record<string, string> = {
      'index.html': '<!doctype html><title>index</title>',
      'mf-manifest.json': '{"id":"x"}',
      'remoteEntry.js': 'remote()',
      'main.0123456789.js': 'main()',
      'styles.abcdef0123.css': 'body{}',
      '.build-hash': 'secret-ish build stamp',
    };
    for (const [name, body] of Object.entries(files)) await writeFile(path.join(site, name), body);
    await mkdir(path.join(site, 'server'));
    await writeFile(path.join(site, 'server/remoteEntry.js'), 'module.exports = {};');
    await writeFile(path.join(site, 'server/20.b3512580e6.js'), 'exports.chunk = 1;');
    await writeFile(path.join(site, 'server/.hidden'), 'not listed');
    nginx = await startNginx({ confPath: CONF, root: site, port: await freeLoopbackPort() });
  });
  afterAll(async () => {
    await nginx?.stop();
    await rm(site, { recursive: true, force: true });
  });

  it('answers the health and readiness checks', async () => {
    for (const check of ['/healthz', '/readyz']) {
      const res = await fetch(`${nginx.url}${check}`);
      expect(res.status, check).toBe(200);
      expect(await res.text(), check).toBe('ok\n');
    }
  });

  it('makes entry points revalidate and hashed chunks immutable', async () => {
    for (const file of ['/index.html', '/mf-manifest.json', '/remoteEntry.js']) {
      const res = await fetch(`${nginx.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('no-cache');
    }
    for (const file of ['/main.0123456789.js', '/styles.abcdef0123.css']) {
      const res = await fetch(`${nginx.url}${file}`);
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await fetch(`${nginx.url}/main.0123456789.js`)).headers.get('content-type')).toMatch(/javascript/);
  });

  it('hides dotfiles, lists no folders, refuses writes and names no version', async () => {
    expect((await fetch(`${nginx.url}/.build-hash`)).status).toBe(404);
    expect((await fetch(`${nginx.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${nginx.url}/`)).status).toBe(404);
    expect((await fetch(`${nginx.url}/index.html`, { method: 'POST', body: 'x' })).status).toBe(403);
    const res = await fetch(`${nginx.url}/index.html`);
    expect(res.headers.get('server')).toBe('nginx');
  });

  it('never serves the server bundle on the site port, however the path is spelled', async () => {
    for (const file of [
      '/server/remoteEntry.js',
      '/server/20.b3512580e6.js',
      '/server/',
      '/%73erver/remoteEntry.js',
      '//server/remoteEntry.js',
      '/x/../server/remoteEntry.js',
    ]) {
      expect((await fetch(`${nginx.url}${file}`)).status, file).toBe(404);
    }
  });

  it("serves the server bundle on the gateway's port: a JSON listing of the folder, then its files", async () => {
    const listing = await fetch(`${nginx.serverBundleUrl}/server/`);
    expect(listing.status).toBe(200);
    expect(listing.headers.get('cache-control')).toBe('no-cache');
    const files = (await listing.json()) as { name: string; type: string; size: number }[];
    expect(
      files.map(({ name, type, size }) => ({ name, type, size })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: '20.b3512580e6.js', type: 'file', size: 18 },
      { name: 'remoteEntry.js', type: 'file', size: 20 },
    ]);
    const entry = await fetch(`${nginx.serverBundleUrl}/server/remoteEntry.js`);
    expect(await entry.text()).toBe('module.exports = {};');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
  });

  it("serves nothing else on the gateway's port: no browser files, no dotfiles, no writes", async () => {
    for (const file of [
      '/index.html',
      '/remoteEntry.js',
      '/main.0123456789.js',
      '/.build-hash',
      '/server/.hidden',
      '/',
    ]) {
      expect((await fetch(`${nginx.serverBundleUrl}${file}`)).status, file).toBe(404);
    }
    expect((await fetch(`${nginx.serverBundleUrl}/server/remoteEntry.js`, { method: 'POST', body: 'x' })).status).toBe(
      403,
    );
  });
});
