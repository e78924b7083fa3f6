import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../ports';
import { waitForOk } from '../support/wait-for-ok';

const root = path.resolve(import.meta.dirname, '../..');
const marketing = path.join(root, 'mf-marketing');
const releaseSrc = path.join(marketing, '.release-test-src');
const OLD = 'A Splash of Freshness Every Month';
const NEW = 'A Splash of Freshness, Freshly Released';
/** A screen the release adds: the remote publishes its path, so shell and gateway learn it at run time. */
const NEW_PATH = '/spring-sale';
const NEW_SCREEN = 'Spring Sale, Freshly Released';

/** Adds a route to the release's copy of mf-marketing: its routes module and its App. */
function addScreen(src: string): void {
  const routes = path.join(src, 'app/routes.ts');
  const app = path.join(src, 'app/app.tsx');
  const routesText = readFileSync(routes, 'utf8');
  const appText = readFileSync(app, 'utf8');
  expect(routesText).toContain("landing: '/',");
  expect(appText).toContain('</Routes>');
  writeFileSync(routes, routesText.replace("landing: '/',", `landing: '/',\n  springSale: '${NEW_PATH}',`));
  writeFileSync(
    app,
    appText.replace('</Routes>', `<Route path="${NEW_PATH}" element={<h1>${NEW_SCREEN}</h1>} />\n    </Routes>`),
  );
}

function replaceInTree(dir: string, from: string, to: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) count += replaceInTree(file, from, to);
    else if (/\.(tsx?|json)$/.test(name)) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(from)) {
        writeFileSync(file, text.split(from).join(to));
        count += 1;
      }
    }
  }
  return count;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed:\n${output}`))));
  });
}

/** The landing page's hero heading in the HTML as served (no script has run). */
function heroHeadingIn(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

/** The shell's own script tag: the same as long as the shell is not rebuilt. */
function shellScriptIn(html: string): string | undefined {
  return /<script defer src="\/main\.[0-9a-f]+\.js"><\/script>/.exec(html)?.[0];
}

test.describe('independent release of a remote', () => {
  let gateway: ChildProcess | undefined;
  let releaseDist = '';

  test.beforeAll(async () => {
    // The release lands in its own folder, served by a second gateway, so the main test site
    // and the repository's own build are never touched.
    releaseDist = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-release-'));
    cpSync(path.join(marketing, 'dist'), releaseDist, { recursive: true });
    gateway = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'gateway/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(E2E_PORTS.releaseGateway),
        BFF_PUBLIC_URL: `http://127.0.0.1:${E2E_PORTS.bffPublic}`,
        MF_MARKETING_DIST: releaseDist,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitForOk(`http://127.0.0.1:${E2E_PORTS.releaseGateway}/healthz`, { timeoutMs: 10_000 });
  });

  test.afterAll(() => {
    gateway?.kill('SIGTERM');
    rmSync(releaseSrc, { recursive: true, force: true });
    if (releaseDist) rmSync(releaseDist, { recursive: true, force: true });
  });

  test('rebuilding only mf-marketing changes the live site, as served and after a reload', async ({ page }) => {
    test.setTimeout(120_000);
    const site = `http://127.0.0.1:${E2E_PORTS.releaseGateway}/`;
    await page.goto(site);
    await expect(page.getByRole('heading', { name: OLD })).toBeVisible();
    // The HTML as served, before any script runs: the landing page rendered by the release's server bundle.
    const servedBefore = await (await fetch(site)).text();
    expect(heroHeadingIn(servedBefore)).toBe(OLD);
    const shellScriptBefore = shellScriptIn(servedBefore);
    expect(shellScriptBefore).toContain('/main.');
    const gatewayPid = gateway?.pid;
    expect((await fetch(`${site}${NEW_PATH.slice(1)}`)).status).toBe(404);

    rmSync(releaseSrc, { recursive: true, force: true });
    cpSync(path.join(marketing, 'src'), releaseSrc, { recursive: true });
    expect(replaceInTree(releaseSrc, OLD, NEW)).toBeGreaterThan(0);
    addScreen(releaseSrc);
    await run(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], marketing, {
      NODE_ENV: 'production',
      FP_SRC_DIR: '.release-test-src',
      FP_OUT_DIR: releaseDist,
    });

    // The next load: the server renders from the new build, with no restart of anything.
    const servedAfter = await (await fetch(site)).text();
    expect(heroHeadingIn(servedAfter)).toBe(NEW);
    await page.reload();
    await expect(page.getByRole('heading', { name: NEW })).toBeVisible();
    // Same shell build, same gateway process: only the remote changed.
    expect(shellScriptIn(servedAfter)).toBe(shellScriptBefore);
    expect(gateway?.pid).toBe(gatewayPid);
    expect(gateway?.exitCode).toBeNull();

    // The new screen: published by the remote's build alone, served with 200 and rendered by the same shell.
    const response = await page.goto(`${site}${NEW_PATH.slice(1)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: NEW_SCREEN })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a remote whose server part fails: the frame still arrives rendered, the browser renders the remote', async ({
    page,
  }) => {
    const site = `http://127.0.0.1:${E2E_PORTS.releaseGateway}/`;
    // A broken server bundle, as a faulty release would ship; the browser build stays as it is.
    writeFileSync(path.join(releaseDist, 'server/remoteEntry.js'), "throw new Error('broken server release');\n");
    const response = await fetch(site);
    expect(response.status).toBe(200);
    const served = await response.text();
    expect(served).toContain('Skip to main content');
    expect(heroHeadingIn(served)).toBeUndefined();

    await page.goto(site);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: NEW })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
