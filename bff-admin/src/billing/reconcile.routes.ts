import { type ProductSide, reconcile, type Stripe } from '@fresh-pouf/billing';
import { coreApi, RECONCILE_MESSAGES, RECONCILE_URL, type ReconcileReportBody } from '@fresh-pouf/contracts';
import { AppError, type CoreClient, type Logger, requestIdOf } from '@fresh-pouf/server-kit';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { actorOf } from '../sessions/require-staff';
import type { ReconcileMetrics } from './reconcile-metrics';

/**
 * An admin's "Check against Stripe": reconcile, looking only (fixes are the CLI's, with
 * --fix). The subscriptions come from core as that admin, so core decides who may look.
 */
export function reconcileRoutes(core: CoreClient, stripe: Stripe | null, staff: RequestHandler, logger: Logger, metrics: ReconcileMetrics): Router {
  const router = Router();
  router.post(RECONCILE_URL, staff, async (req: Request, res: Response) => {
    const actor = actorOf(req, res);
    const requestId = requestIdOf(req);
    const product: ProductSide = {
      page: (after) => core.call(coreApi.admin.billingSubscriptions, { actor, query: { after }, requestId }),
    };
    // Core refuses a non-admin before Stripe is asked anything.
    await product.page(Number.MAX_SAFE_INTEGER);
    if (!stripe) throw AppError.unavailable(RECONCILE_MESSAGES.notConfigured);
    let report;
    try {
      report = await reconcile(product, stripe, { fix: false });
    } catch (err) {
      if (err instanceof AppError) throw err;
      logger.error({ err, requestId }, 'reconcile failed');
      throw new AppError(502, RECONCILE_MESSAGES.failed);
    }
    metrics.checked(report.checked, report.drifts.length);
    const body: ReconcileReportBody = {
      checked: report.checked,
      drifts: report.drifts.map(({ entryId, email, subscriptionId, differences }) => ({ entryId, email, subscriptionId, differences })),
    };
    res.json(body);
  });
  return router;
}
