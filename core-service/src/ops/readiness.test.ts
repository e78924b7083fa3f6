import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, type TestDatabase } from '../testing';
import { readiness, type ServiceProcess, spawnService, waitForReadiness } from '../testing/service-process';

describe('readiness follows the dependencies', () => {
  let db: TestDatabase;
  let core: ServiceProcess | undefined;
  let bff: ServiceProcess | undefined;
  let gateway: ServiceProcess | undefined;
  const ports = { core: 0, bff: 0, gateway: 0 };
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const token = randomBytes(24).toString('hex');

  const startCore = () =>
    spawnService('core-service/src/main.ts', {
      PORT: String(ports.core),
      DATABASE_URL: db.url,
      CORE_SERVICE_TOKEN: token,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'ops-test-admin-password',
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    ports.core = await freePort();
    ports.bff = await freePort();
    ports.gateway = await freePort();
    core = startCore();
    await waitForReadiness(url(ports.core), 200, core);
    bff = spawnService('bff-public/src/main.ts', {
      PORT: String(ports.bff),
      CORE_SERVICE_URL: url(ports.core),
      CORE_SERVICE_TOKEN: token,
      LOG_LEVEL: 'warn',
    });
    await waitForReadiness(url(ports.bff), 200, bff);
    gateway = spawnService('gateway/src/main.ts', {
      PORT: String(ports.gateway),
      BFF_PUBLIC_URL: url(ports.bff),
      LOG_LEVEL: 'warn',
    });
    await waitForReadiness(url(ports.gateway), 200, gateway);
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await bff?.stop();
    await core?.stop();
    await db?.drop();
  });

  it('turns false when core-service is stopped and true when it returns', async () => {
    expect(await readiness(url(ports.gateway))).toBe(200);

    expect(await core?.stop()).toBe(0);
    await waitForReadiness(url(ports.bff), 503, bff as ServiceProcess, 10_000);
    await waitForReadiness(url(ports.gateway), 503, gateway as ServiceProcess, 10_000);
    const body = (await (await fetch(`${url(ports.bff)}/readyz`)).json()) as {
      status: string;
      checks: Record<string, boolean>;
    };
    expect(body).toMatchObject({ status: 'not ready', checks: { core: false } });
    const gatewayBody = (await (await fetch(`${url(ports.gateway)}/readyz`)).json()) as {
      checks: Record<string, boolean>;
    };
    expect(gatewayBody.checks.bffPublic).toBe(false);
    // Alive all the while: only readiness changes.
    expect((await fetch(`${url(ports.gateway)}/healthz`)).status).toBe(200);
    expect((await fetch(`${url(ports.bff)}/healthz`)).status).toBe(200);

    core = startCore();
    await waitForReadiness(url(ports.core), 200, core);
    await waitForReadiness(url(ports.bff), 200, bff as ServiceProcess, 10_000);
    await waitForReadiness(url(ports.gateway), 200, gateway as ServiceProcess, 10_000);
  }, 90_000);
});
