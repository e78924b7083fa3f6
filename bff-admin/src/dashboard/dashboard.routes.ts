import { adminApi, coreApi } from '@fresh-pouf/contracts';
import { ANSWERED, bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';

/** Screen data every staff role may read. */
export function dashboardRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  const serve = bffRouteServer(router, [staff]);
  const api = adminApi.dashboard;

  serve(api.stats, ({ requestId }) => core.call(coreApi.admin.stats, { requestId }));

  // Beyond docs/product: sign-ups per day of the last 30 or 90 days, for the Overview's chart.
  serve(api.funnel, ({ query, requestId }) => core.call(coreApi.admin.funnel, { query, requestId }));

  // Beyond docs/product: every entry as CSV, for staff to work with in a spreadsheet.
  serve(api.exportWaitlist, async ({ requestId, res }) => {
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Disposition', `attachment; filename="waitlist-${day}.csv"`);
    await core.pipe(coreApi.admin.waitlistCsv, { requestId }, res);
    return ANSWERED;
  });

  serve(api.waitlist, ({ query, requestId }) => core.call(coreApi.admin.waitlistPage, { query, requestId }));

  // The detail panel's e-mail history: what was sent to the entry and what became of it, never the text.
  serve(api.entryEmails, ({ params, requestId, req, res }) =>
    core.call(coreApi.admin.entryEmails, { actor: actorOf(req, res), params, requestId }),
  );

  return router;
}
