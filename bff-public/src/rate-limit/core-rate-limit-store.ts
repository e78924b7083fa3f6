import { coreApi } from '@fresh-pouf/contracts';
import type { CoreClient } from '@fresh-pouf/server-kit';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

/** Counting must not hold a request long: a core this slow is treated as down. */
const COUNT_TIMEOUT_MS = 3_000;

/**
 * express-rate-limit counters kept by core-service in PostgreSQL, so every copy of the BFF
 * counts against the same limit. If core cannot count, the request fails rather than going
 * through uncounted.
 */
export class CoreRateLimitStore implements Store {
  private windowMs = 60_000;
  readonly prefix: string;

  constructor(
    private readonly core: CoreClient,
    prefix: string,
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const count = await this.core.call(coreApi.rateLimits.hit, {
      body: { key: this.prefix + key, windowMs: this.windowMs },
      timeoutMs: COUNT_TIMEOUT_MS,
    });
    return { totalHits: count.totalHits, resetTime: new Date(count.resetTime) };
  }

  async decrement(key: string): Promise<void> {
    await this.core.call(coreApi.rateLimits.undo, { body: { key: this.prefix + key } });
  }

  async resetKey(key: string): Promise<void> {
    await this.core.call(coreApi.rateLimits.reset, { body: { key: this.prefix + key } });
  }
}
