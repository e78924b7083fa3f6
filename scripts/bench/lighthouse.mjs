// Lighthouse scores of `/` (mobile defaults and the desktop preset), driving Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { startStack, waitFor } from './stack.mjs';

const DEBUG_PORT = 29222;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function withChromium(run) {
  const profile = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-lh-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    ['--headless=new', `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, 'about:blank'],
    // Its own process group, so its helper processes can be stopped with it.
    { stdio: 'ignore', detached: true },
  );
  try {
    await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, { timeoutMs: 20_000 });
    return await run();
  } finally {
    // Chromium's helper processes write the profile until they have all exited.
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    process.kill(-chrome.pid, 'SIGKILL');
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // A leftover temp folder must not cost the measurement.
    }
  }
}

export async function lighthouseScores(url) {
  return withChromium(async () => {
    const out = {};
    for (const [name, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
      const result = await lighthouse(url, { port: DEBUG_PORT, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES }, config);
      out[name] = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((result?.lhr.categories[c]?.score ?? 0) * 100)]));
      out[`${name}Failures`] = Object.values(result?.lhr.audits ?? {})
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id);
    }
    return out;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stack = await startStack();
  try {
    const scores = await lighthouseScores(`${stack.url}/`);
    for (const preset of ['mobile', 'desktop']) {
      console.log(`${preset}: ${CATEGORIES.map((c) => `${c} ${scores[preset][c]}`).join(', ')}`);
      console.log(`  audits below 0.9: ${scores[`${preset}Failures`].join(', ') || 'none'}`);
    }
  } finally {
    await stack.stop();
  }
}
