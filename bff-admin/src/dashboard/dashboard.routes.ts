import { adminWaitlistQuerySchema } from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import type { CoreApi } from '../core/core-api';

/** Screen data every staff role may read. */
export function dashboardRoutes(core: CoreApi, staff: RequestHandler): Router {
  const router = Router();
  router.get('/api/admin/stats', staff, async (req, res) => {
    res.json(await core.stats(requestIdOf(req)));
  });
  router.get('/api/admin/waitlist', staff, async (req, res) => {
    res.json(await core.waitlistPage(parseInput(adminWaitlistQuerySchema, req.query), requestIdOf(req)));
  });
  return router;
}
