import { rateLimitCountSchema } from '@fresh-pouf/contracts';
import { AppError, type Logger, SERVICE_UNAVAILABLE_MESSAGE, type ServiceClient } from '@fresh-pouf/server-kit';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

/**
 * express-rate-limit counters kept by core-service in PostgreSQL, so every copy of the BFF
 * counts against the same limit. If core cannot be reached the request fails with 503 rather
 * than going through uncounted.
 */
export class CoreRateLimitStore implements Store {
  private windowMs = 60_000;
  readonly prefix: string;

  constructor(
    private readonly core: ServiceClient,
    prefix: string,
    private readonly logger: Logger,
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { status, body } = await this.core.request('POST', '/internal/rate-limits/hit', {
      body: { key: this.prefix + key, windowMs: this.windowMs },
      timeoutMs: 3_000,
    });
    const parsed = rateLimitCountSchema.safeParse(body);
    if (status !== 200 || !parsed.success) {
      this.logger.error({ status, body }, 'unexpected answer from core-service to a rate-limit hit');
      throw AppError.unavailable(SERVICE_UNAVAILABLE_MESSAGE);
    }
    return { totalHits: parsed.data.totalHits, resetTime: new Date(parsed.data.resetTime) };
  }

  async decrement(key: string): Promise<void> {
    await this.core.request('POST', '/internal/rate-limits/undo', { body: { key: this.prefix + key } });
  }

  async resetKey(key: string): Promise<void> {
    await this.core.request('POST', '/internal/rate-limits/reset', { body: { key: this.prefix + key } });
  }
}
