// Test ports, away from the defaults so a running `npm start` does not collide with the tests.
export const E2E_PORTS = {
  gateway: 18080,
  core: 14000,
  bffPublic: 14001,
  postgres: 15433,
  /** A second gateway started by the independent-release test. */
  releaseGateway: 18081,
} as const;

export const BASE_URL = `http://127.0.0.1:${E2E_PORTS.gateway}`;
