import { reconcileSets, type Stripe } from '@fresh-pouf/billing';
import {
  type Actor,
  coreApi,
  RECONCILE_MESSAGES,
  RECONCILE_REPORT_FINDINGS,
  type ReconcileProgress,
} from '@fresh-pouf/contracts';
import type { CoreClient, Logger } from '@fresh-pouf/server-kit';
import type { ReconcileMetrics } from './reconcile-metrics';

/**
 * Runs one check against Stripe in the background of this copy, as the admin who started it.
 * Its state lives in core (any copy shows it); each Stripe page is reported there as it is done,
 * which also tells core this copy is still at it. Looks only: fixes are the CLI's (--fix).
 */
export async function runReconcileJob(
  deps: { core: CoreClient; stripe: Stripe; logger: Logger; metrics: ReconcileMetrics },
  runId: number,
  actor: Actor,
): Promise<void> {
  const { core, stripe, logger } = deps;
  const params = { id: String(runId) };
  const report = (body: ReconcileProgress) => core.call(coreApi.admin.reconcileProgress, { actor, params, body });
  let finish: ReconcileProgress['finish'] = { state: 'done', error: null };
  try {
    await reconcileSets(
      {
        match: async (subscriptionIds) =>
          (await core.call(coreApi.admin.reconcileMatch, { actor, params, body: { subscriptionIds } })).subscriptions,
        unseen: (after) => core.call(coreApi.admin.reconcileUnseen, { actor, params, query: { after } }),
      },
      stripe,
      async (page) => {
        // A page's findings in reports of at most RECONCILE_REPORT_FINDINGS; the first carries its counts.
        const findings = page.comparisons.map((c) => c.finding);
        let first = true;
        do {
          await report({
            stripePages: first ? page.stripePages : 0,
            checked: first ? page.checked : 0,
            findings: findings.splice(0, RECONCILE_REPORT_FINDINGS),
            finish: null,
          });
          first = false;
        } while (findings.length);
      },
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
