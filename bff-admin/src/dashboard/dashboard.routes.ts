import { adminFunnelQuerySchema, adminWaitlistQuerySchema, coreApi } from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';

/** Screen data every staff role may read. */
export function dashboardRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  router.get('/api/admin/stats', staff, async (req, res) => {
    res.json(await core.call(coreApi.admin.stats, { requestId: requestIdOf(req) }));
  });
  // Beyond docs/product: sign-ups per day of the last 30 or 90 days, for the Overview's chart.
  router.get('/api/admin/stats/funnel', staff, async (req, res) => {
    const query = parseInput(adminFunnelQuerySchema, req.query);
    res.json(await core.call(coreApi.admin.funnel, { query, requestId: requestIdOf(req) }));
  });
  router.get('/api/admin/waitlist', staff, async (req, res) => {
    const query = parseInput(adminWaitlistQuerySchema, req.query);
    res.json(await core.call(coreApi.admin.waitlistPage, { query, requestId: requestIdOf(req) }));
  });
  // The detail panel's e-mail history: what was sent to the entry and what became of it, never the text.
  router.get('/api/admin/waitlist/:id/emails', staff, async (req, res) => {
    res.json(
      await core.call(coreApi.admin.entryEmails, {
        actor: actorOf(req, res),
        params: { id: String(req.params.id) },
        requestId: requestIdOf(req),
      }),
    );
  });
  // Beyond docs/product: every entry as CSV, for staff to work with in a spreadsheet.
  router.get('/api/admin/waitlist/export.csv', staff, async (req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Disposition', `attachment; filename="waitlist-${day}.csv"`);
    await core.pipe(coreApi.admin.waitlistCsv, { requestId: requestIdOf(req) }, res);
  });
  return router;
}
