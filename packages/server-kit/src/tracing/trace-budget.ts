/**
 * A token bucket of traces: `perSecond` a second, up to a second's worth saved up for a burst.
 * `take()` says whether one more trace may start now, and spends it if so.
 */
export function traceBudget(perSecond: number, now: () => number = () => performance.now()): { take(): boolean } {
  let tokens = perSecond;
  let last = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(perSecond, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
