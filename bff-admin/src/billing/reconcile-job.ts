import { reconcileSets, type Stripe } from '@fresh-pouf/billing';
import { type Actor, coreApi, RECONCILE_MESSAGES, type ReconcileProgress } from '@fresh-pouf/contracts';
import type { CoreClient, Logger } from '@fresh-pouf/server-kit';
import type { ReconcileMetrics } from './reconcile-metrics';

/**
 * Runs one check against Stripe in the background of this copy, as the admin who started it.
 * Its state lives in core (any copy shows it); each Stripe page is reported there as it is done,
 * which also tells core this copy is still at it. Looks only: fixes are the CLI's (--fix).
 */
export async function runReconcileJob(deps: { core: CoreClient; stripe: Stripe; logger: Logger; metrics: ReconcileMetrics }, runId: number, actor: Actor): Promise<void> {
  const { core, stripe, logger } = deps;
  const params = { id: String(runId) };
  const report = (body: ReconcileProgress) => core.call(coreApi.admin.reconcileProgress, { actor, params, body });
  let finish: ReconcileProgress['finish'] = { state: 'done', error: null };
  try {
    await reconcileSets(
      {
        match: async (subscriptionIds) => (await core.call(coreApi.admin.reconcileMatch, { actor, params, body: { subscriptionIds } })).subscriptions,
        unseen: (after) => core.call(coreApi.admin.reconcileUnseen, { actor, params, query: { after } }),
      },
      stripe,
      (page) => report({ stripePages: page.stripePages, checked: page.checked, findings: page.comparisons.map((c) => c.finding), finish: null }),
    );
  } catch (err) {
    logger.error({ err, runId }, 'reconcile failed');
    finish = { state: 'failed', error: RECONCILE_MESSAGES.failed };
  }
  try {
    await report({ stripePages: 0, checked: 0, findings: [], finish });
    const { run } = await core.call(coreApi.admin.latestReconcile, { actor });
    if (run) deps.metrics.observe(run);
  } catch (err) {
    // Core will end it as stalled; nothing else to do from here.
    logger.error({ err, runId }, 'reconcile could not record its end');
  }
}
