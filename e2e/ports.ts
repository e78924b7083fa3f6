// Test ports, away from the defaults so a running `npm start` does not collide with the tests.
// E2E_PORT_OFFSET shifts them all, so two test runs can share one machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_PORTS = {
  gateway: 18080 + offset,
  core: 14000 + offset,
  bffPublic: 14001 + offset,
  bffAdmin: 14002 + offset,
  postgres: 15433 + offset,
  /** A second gateway started by the independent-release test. */
  releaseGateway: 18081 + offset,
  /** A core-service with an e-mail provider (the fake Postmark), started by support/mail-catcher.ts. */
  mailCore: 14060 + offset,
} as const;

export const BASE_URL = `http://127.0.0.1:${E2E_PORTS.gateway}`;
