/**
 * A token bucket of traces: `perSecond` a second, up to a second's worth (at least one trace)
 * saved up for a burst.
 * `take()` says whether one more trace may start now, and spends it if so.
 */
export function traceBudget(perSecond: number, now: () => number = () => performance.now()): { take(): boolean } {
  // A rate under one a second (one trace each few seconds) still saves up a whole trace.
  const most = Math.max(1, perSecond);
  let tokens = most;
  let last = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(most, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
