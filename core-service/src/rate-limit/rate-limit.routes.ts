import { rateLimitHitSchema, rateLimitKeySchema } from '@fresh-pouf/contracts';
import { parseInput } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { RateLimitService } from './rate-limit.service';

export function rateLimitRoutes(service: RateLimitService): Router {
  const router = Router();
  router.post('/rate-limits/hit', async (req, res) => {
    res.json(await service.hit(parseInput(rateLimitHitSchema, req.body)));
  });
  router.post('/rate-limits/undo', async (req, res) => {
    await service.undo(parseInput(rateLimitKeySchema, req.body).key);
    res.status(204).end();
  });
  router.post('/rate-limits/reset', async (req, res) => {
    await service.reset(parseInput(rateLimitKeySchema, req.body).key);
    res.status(204).end();
  });
  return router;
}
