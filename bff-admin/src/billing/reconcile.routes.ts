import type { Stripe } from '@fresh-pouf/billing';
import { adminApi, coreApi, RECONCILE_MESSAGES } from '@fresh-pouf/contracts';
import { AppError, bffRouteServer, type CoreClient, type Logger } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import { actorOf } from '../sessions/require-staff';
import type { ReconcileMetrics } from './reconcile-metrics';
import { runReconcileJob } from './reconcile-job';

/**
 * An admin's "Check subscriptions against Stripe": POST starts the check as a background job
 * (202 with the run; 409 while one runs, on any copy), GET shows the latest run's progress and
 * findings. Core decides who may (admins) before Stripe is asked anything.
 */
export function reconcileRoutes(
  core: CoreClient,
  stripe: Stripe | null,
  staff: RequestHandler,
  logger: Logger,
  metrics: ReconcileMetrics,
): Router {
  const router = Router();
  const serve = bffRouteServer(router, [staff]);

  serve(adminApi.payments.latestReconcile, async ({ requestId, req, res }) => {
    const latest = await core.call(coreApi.admin.latestReconcile, { actor: actorOf(req, res), requestId });
    if (latest.run) metrics.observe(latest.run);
    return latest;
  });

  serve(adminApi.payments.startReconcile, async ({ requestId, req, res }) => {
    const actor = actorOf(req, res);
    // Core refuses a non-admin before anything about the set-up is told.
    await core.call(coreApi.admin.latestReconcile, { actor, requestId });
    if (!stripe) throw AppError.unavailable(RECONCILE_MESSAGES.notConfigured);
    const run = await core.call(coreApi.admin.startReconcile, { actor, requestId });
    void runReconcileJob({ core, stripe, logger, metrics }, run.id, actor);
    return run;
  });

  return router;
}
