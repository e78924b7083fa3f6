import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { BASE_URL, E2E_PORTS } from './ports';
import { E2E_CORE_SERVICE_TOKEN, E2E_STRIPE_ENV } from './support/stripe-env';

const root = path.resolve(import.meta.dirname, '..');
// A fresh database per run; /tmp is readable by the postgres user the embedded server runs as.
// Workers inherit the runner's environment: the one folder, known to support/mail-catcher.ts too.
process.env.E2E_PG_DIR ??= mkdtempSync(path.join(tmpdir(), 'fresh-pouf-e2e-'));
const dataDir = process.env.E2E_PG_DIR;
// Beside the database folder (which must start empty), known to the workers the same way.
process.env.E2E_SERVICES_LOG ??= `${dataDir}-services.log`;
const servicesLog = process.env.E2E_SERVICES_LOG;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // Every service's log lines go to one file, which no-javascript.spec.ts reads: no visitor's data in any of them.
    command: `node scripts/start.mjs > "${servicesLog}"`,
    cwd: root,
    url: `${BASE_URL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
    env: {
      PORT: String(E2E_PORTS.gateway),
      CORE_PORT: String(E2E_PORTS.core),
      BFF_PUBLIC_PORT: String(E2E_PORTS.bffPublic),
      BFF_ADMIN_PORT: String(E2E_PORTS.bffAdmin),
      EMBEDDED_PG_PORT: String(E2E_PORTS.postgres),
      EMBEDDED_PG_DIR: dataDir,
      // Every request is logged, as in production: the log test needs the lines to read.
      LOG_LEVEL: 'info',
      // Each test run signs up from one address; the limit itself has its own API test.
      WAITLIST_RATE_LIMIT_MAX: '1000',
      // A script fills the form faster than a person: the fill-time check has its own API tests.
      WAITLIST_MIN_FILL_MS: '0',
      // Stripe pointed at the fake the checkout spec starts; the no-keys case runs a second bff-public.
      ...E2E_STRIPE_ENV,
      CORE_SERVICE_TOKEN: E2E_CORE_SERVICE_TOKEN,
      // The first admin the staff-area tests sign in as (e2e/tests/admin-accounts.ts).
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      ADMIN_EMAIL: 'e2e-admin@freshpouf.com',
      // Every list e-mail carries the sender's postal address; without it core refuses to send announcements.
      COMPANY_POSTAL_ADDRESS: '123 Lather Lane, Portland, OR 97201, USA',
    },
  },
});
