import Stripe from 'stripe';

/**
 * The official SDK. `apiUrl` (STRIPE_API_URL) points it at another server, a local fake in
 * tests. No automatic retries: every create call carries an idempotency key, and the visitor's
 * own retry (or Stripe's webhook retry) is the one that counts.
 */
export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 0, timeout: 20_000 });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 0,
    timeout: 20_000,
  });
}

export type { Stripe };
