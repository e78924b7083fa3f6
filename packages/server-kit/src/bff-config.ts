import { z } from 'zod';
import { metricsPortSchema } from './metrics/metrics-config';

/**
 * The settings both BFFs read alike: where they listen and log, how they reach core, whose
 * forwarded client address they believe, and their metrics port. Each BFF spreads these into its
 * own schema beside what only it needs.
 */
export const bffConfigShape = (defaultPort: number) => ({
  PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.string().default('info'),
  CORE_SERVICE_URL: z.url().default('http://127.0.0.1:4000'),
  CORE_SERVICE_TOKEN: z.string().min(24, 'must be at least 24 characters (share it with core-service)'),
  /**
   * The gateway's address, subnet or list of them (express "trust proxy"): only a connection from
   * there may state the client address in X-Forwarded-For. Unset: nobody may, and the client
   * address is the connection's, so a caller that reaches this BFF directly cannot choose its own
   * rate-limit key. A hop count or `true` is refused: either believes any direct caller.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => v !== 'true' && !/^\d+$/.test(v), {
      message:
        "must name the gateway's address or subnet (e.g. 127.0.0.1 or 172.30.42.0/24), or be false: a hop count or true believes any direct caller",
    })
    .transform((v): string | false => (v === 'false' ? false : v)),
  /** Port of the Prometheus `/metrics` listener (on HOST); unset, none. */
  METRICS_PORT: metricsPortSchema,
});
