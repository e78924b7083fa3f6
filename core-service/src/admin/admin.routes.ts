import { adminWaitlistQuerySchema } from '@fresh-pouf/contracts';
import { parseInput } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { AdminWaitlistRepository } from './admin-waitlist.repository';
import { CSV_HEADER, csvLine, entryLine } from './waitlist-csv';

/** Screen data for bff-admin; the BFF has already checked who is asking. */
export function adminRoutes(waitlist: AdminWaitlistRepository): Router {
  const router = Router();
  router.get('/admin/stats', async (_req, res) => {
    res.json(await waitlist.stats());
  });
  router.get('/admin/waitlist', async (req, res) => {
    res.json(await waitlist.page(parseInput(adminWaitlistQuerySchema, req.query)));
  });
  // Streamed in batches: memory stays flat however long the list is.
  router.get('/admin/waitlist.csv', async (_req, res) => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.write(csvLine(CSV_HEADER));
    for await (const batch of waitlist.all()) {
      if (res.destroyed) return;
      if (!res.write(batch.map(entryLine).join(''))) {
        // A caller that went away never drains: 'close' ends the wait too.
        await new Promise((resolve) => {
          res.once('drain', resolve);
          res.once('close', resolve);
        });
      }
    }
    res.end();
  });
  return router;
}
