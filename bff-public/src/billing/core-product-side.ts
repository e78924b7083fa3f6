import type { ProductSide } from '@fresh-pouf/billing';
import { coreApi } from '@fresh-pouf/contracts';
import type { CoreClient } from '@fresh-pouf/server-kit';

/** The product's side of reconcile for the CLI: core's subscriptions, and fixes written back. */
export const coreProductSide = (core: CoreClient): ProductSide => ({
  page: (after) => core.call(coreApi.billing.subscriptions, { query: { after } }),
  fix: async (entryId, state) => {
    await core.call(coreApi.billing.syncSubscription, { params: { id: String(entryId) }, body: state });
  },
});
