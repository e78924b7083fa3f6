import { E2E_PORTS } from '../ports';

// The Stripe settings the test site runs with. The fake Stripe API itself is started by the
// checkout spec on FAKE_STRIPE_PORT; bff-public only calls it while a test is paying.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const FAKE_STRIPE_PORT = 14050 + offset;
/** A second bff-public and gateway without Stripe keys, started by the checkout spec. */
export const NO_KEYS_PORTS = { bffPublic: 14051 + offset, gateway: 18090 + offset } as const;

export const E2E_STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_e2e_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_fake_secret',
  STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
} as const;

/** Shared with the extra bff-public the no-keys test starts, so it can reach the same core. */
export const E2E_CORE_SERVICE_TOKEN = 'e2e-core-service-token-0123456789abcdef';

export const E2E_CORE_URL = `http://127.0.0.1:${E2E_PORTS.core}`;
