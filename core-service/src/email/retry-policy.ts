/**
 * Capped exponential back-off: the first failure waits `baseMs`, each further one twice as
 * long, never more than `maxMs`. `attempts` counts the attempts made so far (>= 1).
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const doublings = Math.max(0, attempts - 1);
  return Math.min(baseMs * 2 ** doublings, maxMs);
}
