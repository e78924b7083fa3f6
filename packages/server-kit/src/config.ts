import { z } from 'zod';

export class ConfigError extends Error {
  constructor(service: string, problems: string[]) {
    super(`${service}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; a bad value stops the service with a readable list. */
export function loadConfig<S extends z.ZodType>(
  service: string,
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  // An empty variable means "unset", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new ConfigError(service, problems);
}

/**
 * Tracing, the same for every service, read by `startTracing` before anything else loads (so
 * the instrumentations see express, pg and undici load): exported over OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (the collector's base URL; traces go to /v1/traces) when set, off
 * otherwise.
 */
export function readTracingConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(
    'tracing',
    z.object({
      OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
      /**
       * The share of requests the gateway (a trace's first hop) records, 0 to 1; every later hop
       * follows its decision, so a trace is whole or absent. Recording every request costs the
       * sign-up path far more than the 10% it may.
       */
      OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(0.05),
      /**
       * At most this many traces a second start in one process (the requests its edge draws, its
       * jobs), whatever the share: a launch at ten times the traffic records the same few traces a
       * second, and telemetry's cost stays flat instead of growing with the load. One by default
       * (X-Ray's reservoir is the same): while a recorded trace is open in a process, every promise
       * there pays for carrying its context, so the fewer open at once, the cheaper.
       */
      TRACES_MAX_PER_SECOND: z.coerce.number().positive().default(1),
    }),
    env,
  );
}
