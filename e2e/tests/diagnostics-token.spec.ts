import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../ports';
import { E2E_CORE_SERVICE_TOKEN, E2E_CORE_URL } from '../support/stripe-env';
import { stopChild } from '../support/wait-for-ok';

// A deployment that sets DIAGNOSTICS_TOKEN: a bff-public with it, on the test site's core,
// behind its own gateway.
const root = path.resolve(import.meta.dirname, '../..');
const PORTS = { bffPublic: E2E_PORTS.core + 70, gateway: E2E_PORTS.gateway + 23 };
const GATEWAY_URL = `http://127.0.0.1:${PORTS.gateway}`;
const DIAGNOSTICS_TOKEN = 'e2e-diagnostics-token-0123456789';

const children: ChildProcess[] = [];

function startService(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  return child;
}

async function waitUntilReady(url: string) {
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} not ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe('diagnostics with DIAGNOSTICS_TOKEN set', () => {
  test.beforeAll(async () => {
    startService('bff-public/src/main.ts', {
      PORT: String(PORTS.bffPublic),
      CORE_SERVICE_URL: E2E_CORE_URL,
      CORE_SERVICE_TOKEN: E2E_CORE_SERVICE_TOKEN,
      DIAGNOSTICS_TOKEN,
    });
    await waitUntilReady(`http://127.0.0.1:${PORTS.bffPublic}`);
    startService('gateway/src/main.ts', {
      PORT: String(PORTS.gateway),
      BFF_PUBLIC_URL: `http://127.0.0.1:${PORTS.bffPublic}`,
    });
    await waitUntilReady(GATEWAY_URL);
  });

  test.afterAll(async () => {
    await Promise.all(children.reverse().map(stopChild));
  });

  test('the calls answer 401 without the token', async ({ request }) => {
    for (const path of ['/api/email-check', '/api/env-check']) {
      expect((await request.get(`${GATEWAY_URL}${path}`)).status(), path).toBe(401);
    }
    const send = await request.post(`${GATEWAY_URL}/api/test-email`, {
      data: { email: 'ops@example.com', name: 'Test User' },
    });
    expect(send.status()).toBe(401);
  });

  test('the screen asks for the token, keeps it for the session and sends it with every call', async ({ page }) => {
    await page.goto(`${GATEWAY_URL}/diagnostics`);
    const email = page
      .locator('.fp-card')
      .filter({ has: page.getByRole('heading', { name: 'Email Service Diagnostics' }) });
    await expect(email.getByText('Diagnostic data unavailable - both endpoints failed')).toBeVisible();

    await page.getByLabel('Diagnostics token').fill('not-the-token');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('That diagnostics token was not accepted. Enter the current one.')).toBeVisible();

    await page.getByLabel('Diagnostics token').fill(DIAGNOSTICS_TOKEN);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(email.getByText('Not tested: POSTMARK_SERVER_TOKEN is not set')).toBeVisible();
    await expect(page.getByLabel('Diagnostics token')).toHaveCount(0);

    // Kept for the session: a reload does not ask again.
    await page.reload();
    await expect(email.getByText('Not tested: POSTMARK_SERVER_TOKEN is not set')).toBeVisible();
    await expect(page.getByLabel('Diagnostics token')).toHaveCount(0);

    const tool = page.locator('.fp-card').filter({ has: page.getByRole('heading', { name: 'Email Testing Tool' }) });
    await tool.getByPlaceholder('Enter email address').fill('ops@example.com');
    await tool.getByRole('button', { name: 'Test Email' }).click();
    await expect(tool.getByTestId('test-email-result')).toContainText('POSTMARK_SERVER_TOKEN is unset');
  });
});
