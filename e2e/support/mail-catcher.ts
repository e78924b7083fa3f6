import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { passwordFileOf } from '@fresh-pouf/dev-postgres';
import { type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { test } from '@playwright/test';
import { BASE_URL, E2E_PORTS } from '../ports';
import { E2E_CORE_SERVICE_TOKEN } from './stripe-env';
import { stopChild, waitForOk } from './wait-for-ok';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * E-mails the test site sends, caught by a fake Postmark, for one describe block. The site itself
 * runs without an e-mail provider (the diagnostics tests show that state), so its e-mails wait in
 * the outbox; a second core-service on the same database, with the fake as its provider, sends
 * them, as a second copy of core does in production. Call inside test.describe.
 */
export function useMailCatcher(): () => FakePostmark {
  let postmark: FakePostmark | undefined;
  let core: ChildProcess | undefined;
  test.beforeAll(async () => {
    postmark = await startFakePostmark();
    const dataDir = process.env.E2E_PG_DIR;
    if (!dataDir) throw new Error('E2E_PG_DIR is unset: run through e2e/playwright.config.ts');
    const password = readFileSync(passwordFileOf(dataDir), 'utf8').trim();
    core = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'core-service/src/main.ts')], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(E2E_PORTS.mailCore),
        DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${E2E_PORTS.postgres}/fresh_pouf`,
        CORE_SERVICE_TOKEN: E2E_CORE_SERVICE_TOKEN,
        POSTMARK_SERVER_TOKEN: 'e2e-postmark-token',
        POSTMARK_API_URL: postmark.url,
        OUTBOX_POLL_MS: '100',
        PUBLIC_SITE_URL: BASE_URL,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForOk(`http://127.0.0.1:${E2E_PORTS.mailCore}/readyz`, { timeoutMs: 60_000, child: core });
  });
  test.afterAll(async () => {
    await stopChild(core);
    await postmark?.close();
  });
  return () => {
    if (!postmark) throw new Error('the fake Postmark is not running');
    return postmark;
  };
}
