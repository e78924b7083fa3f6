import { type Options, rateLimit, type Store } from 'express-rate-limit';

export interface SharedLimitOptions {
  max: number;
  windowMs: number;
  /** Counters kept by core, so every copy of the BFF counts against one limit. */
  store: Store;
}

/** Which requests count: all of them unless told, or (with skipSuccessfulRequests) only those requestWasSuccessful says failed. */
export type LimitCounting = Partial<Pick<Options, 'skipSuccessfulRequests' | 'requestWasSuccessful'>>;

/** A fixed-window limit answering 429 with `message`; by client address unless `keyGenerator` says otherwise. */
export function sharedRateLimit(
  options: SharedLimitOptions,
  message: string,
  keyGenerator?: Options['keyGenerator'],
  counting: LimitCounting = {},
) {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: options.store,
    // Counting needs core; when core is down the request is refused, not let through uncounted.
    passOnStoreError: false,
    // A direct caller's X-Forwarded-For is ignored on purpose (TRUST_PROXY names the gateway only): no warning for it.
    validate: { xForwardedForHeader: false },
    ...(keyGenerator ? { keyGenerator } : {}),
    ...counting,
    handler: (_req, res) => {
      res.status(429).json({ message });
    },
  });
}
