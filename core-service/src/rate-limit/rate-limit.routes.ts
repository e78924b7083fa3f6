import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { RateLimitService } from './rate-limit.service';

export function rateLimitRoutes(serve: Serve, service: RateLimitService): void {
  serve(coreApi.rateLimits.hit, ({ body }) => service.hit(body));
  serve(coreApi.rateLimits.undo, ({ body }) => service.undo(body.key));
  serve(coreApi.rateLimits.reset, ({ body }) => service.reset(body.key));
}
