import { reconcileSets, type Stripe } from '@fresh-pouf/billing';
import type { ReconcileFinding } from '@fresh-pouf/contracts';
import type { coreProductSide } from './core-product-side';

export interface CliReport {
  checked: number;
  drifts: ReconcileFinding[];
  abandoned: ReconcileFinding[];
  fixed: number;
}

/**
 * `npm run reconcile`: the same set comparison as the admins' check. Changes nothing unless
 * `fix`: then the product takes Stripe's word for status and cancellation; prices, intervals and
 * customers are only reported (the product never changes a price).
 */
export async function runReconcile(
  product: ReturnType<typeof coreProductSide>,
  stripe: Stripe,
  options: { fix: boolean },
): Promise<CliReport> {
  const report: CliReport = { checked: 0, drifts: [], abandoned: [], fixed: 0 };
  await reconcileSets(product, stripe, async (page) => {
    report.checked += page.checked;
    for (const { finding, fixable } of page.comparisons) {
      (finding.kind === 'drift' ? report.drifts : report.abandoned).push(finding);
      if (options.fix && fixable && finding.entryId !== null) {
        await product.fix(finding.entryId, fixable);
        report.fixed += 1;
      }
    }
  });
  return report;
}
