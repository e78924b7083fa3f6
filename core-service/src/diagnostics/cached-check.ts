import type { ConnectivityCheck } from './postmark-connectivity';

/**
 * Shares one connectivity check among all callers for `ttlMs` (the 404 page shows the
 * diagnostics too, so every stray URL a crawler tries would otherwise cost a Postmark call).
 * Calls arriving while a check is in flight wait for that one.
 */
export function cachedCheck(check: ConnectivityCheck, ttlMs: number, now: () => number = Date.now): ConnectivityCheck {
  let last: { startedAt: number; text: Promise<string> } | undefined;
  let inFlight = false;
  return () => {
    if (last && (inFlight || now() - last.startedAt < ttlMs)) return last.text;
    const text = check();
    last = { startedAt: now(), text };
    inFlight = true;
    void text.finally(() => {
      inFlight = false;
    });
    return text;
  };
}
