import type { Series } from './prometheus-server';

/** A counter's last sample on one copy (by Prometheus's `instance`): when it was scraped, and its value. */
export type CounterMark = Map<string, { at: number; value: number }>;

/** The newest sample of each series, by instance. */
export function lastSamples(series: Series[]): CounterMark {
  const marks: CounterMark = new Map();
  for (const s of series) {
    const last = s.values.at(-1);
    if (last) marks.set(s.metric.instance ?? '', { at: last[0], value: last[1] });
  }
  return marks;
}

/**
 * How much a counter went up across its copies after `from` (nothing given: since each copy's
 * process started at 0), from the raw samples Prometheus scraped, without the extrapolation of
 * increase(). A drop is a process that started again: it counts from 0. `restarts` says how many
 * there were; what a dead process counted after its last scrape died with it.
 */
export function counterIncrease(series: Series[], from: CounterMark = new Map()): { total: number; restarts: number } {
  let total = 0;
  let restarts = 0;
  for (const s of series) {
    const start = from.get(s.metric.instance ?? '');
    let previous = start?.value ?? 0;
    for (const [at, value] of s.values) {
      if (start && at <= start.at) continue;
      if (value < previous) {
        restarts += 1;
        total += value;
      } else {
        total += value - previous;
      }
      previous = value;
    }
  }
  return { total, restarts };
}
