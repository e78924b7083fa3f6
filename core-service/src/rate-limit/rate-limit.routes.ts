import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { RateLimiter } from './rate-limit.service';

export function rateLimitRoutes(serve: Serve, limiter: RateLimiter): void {
  serve(coreApi.rateLimits.count, ({ body }) => limiter.count(body));
}
