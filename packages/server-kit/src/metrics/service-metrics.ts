import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One registry per service process: the default process metrics (CPU, memory, event-loop lag)
 * and whatever the service adds. Every series carries `service`, so a rule can tell the four
 * kinds apart whatever job name the scrape configuration gives them.
 */
export interface ServiceMetrics {
  readonly service: string;
  /** False when nothing can read them (no METRICS_PORT): per-request timing is then skipped. */
  readonly recording: boolean;
  readonly registry: Registry;
  counter<L extends string>(config: MetricShape<L>): Counter<L>;
  gauge<L extends string>(config: MetricShape<L> & { collect?: (this: Gauge<L>) => Promise<void> | void }): Gauge<L>;
  histogram<L extends string>(config: MetricShape<L> & { buckets?: number[] }): Histogram<L>;
}

export interface MetricShape<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
}

/**
 * `recording: false` for a process that serves no /metrics: the registry still exists (counters
 * cost next to nothing), but nobody reads per-request timings or process samples, so they are
 * not taken.
 */
export function createServiceMetrics(
  service: string,
  { recording = true }: { recording?: boolean } = {},
): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (recording) collectDefaultMetrics({ register: registry });
  return {
    service,
    recording,
    registry,
    counter: (config) => new Counter({ ...config, labelNames: config.labelNames ?? [], registers: [registry] }),
    gauge: (config) => new Gauge({ ...config, labelNames: config.labelNames ?? [], registers: [registry] }),
    histogram: (config) => new Histogram({ ...config, labelNames: config.labelNames ?? [], registers: [registry] }),
  };
}
