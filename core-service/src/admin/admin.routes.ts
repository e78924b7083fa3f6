import { adminWaitlistQuerySchema } from '@fresh-pouf/contracts';
import { parseInput } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { AdminWaitlistRepository } from './admin-waitlist.repository';

/** Screen data for bff-admin; the BFF has already checked who is asking. */
export function adminRoutes(waitlist: AdminWaitlistRepository): Router {
  const router = Router();
  router.get('/admin/stats', async (_req, res) => {
    res.json(await waitlist.stats());
  });
  router.get('/admin/waitlist', async (req, res) => {
    res.json(await waitlist.page(parseInput(adminWaitlistQuerySchema, req.query)));
  });
  return router;
}
