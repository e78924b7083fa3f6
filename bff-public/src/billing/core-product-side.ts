import type { ReconcileProduct } from '@fresh-pouf/billing';
import { coreApi, type SubscriptionStatus } from '@fresh-pouf/contracts';
import type { CoreClient } from '@fresh-pouf/server-kit';

/**
 * The product's side of reconcile for the CLI: core's entries for each Stripe page, then those
 * no page listed. The listed ids are kept in this process (the admins' check keeps them in core).
 */
export function coreProductSide(core: CoreClient): ReconcileProduct & {
  fix(entryId: number, state: { subscriptionStatus: SubscriptionStatus; cancelAtPeriodEnd: boolean }): Promise<void>;
} {
  const seen = new Set<string>();
  return {
    async match(subscriptionIds) {
      for (const id of subscriptionIds) seen.add(id);
      return (await core.call(coreApi.billing.subscriptionsByIds, { body: { subscriptionIds } })).subscriptions;
    },
    async unseen(after) {
      const page = await core.call(coreApi.billing.subscriptions, { query: { after } });
      return {
        subscriptions: page.subscriptions.filter((entry) => !seen.has(entry.stripeSubscriptionId)),
        nextAfter: page.nextAfter,
      };
    },
    async fix(entryId, state) {
      await core.call(coreApi.billing.syncSubscription, { params: { id: String(entryId) }, body: state });
    },
  };
}
