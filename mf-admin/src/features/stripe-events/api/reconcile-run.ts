import { RECONCILE_POLL_MS, RECONCILE_URL, type ReconcileLatest, reconcileLatestSchema } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

/** GET /api/admin/billing/reconcile: the latest check against Stripe, its progress or its findings (admins only). */
export async function fetchReconcileRun(): Promise<ReconcileLatest> {
  return readJson(await adminRequest('GET', RECONCILE_URL), reconcileLatestSchema);
}

/** Asked again every second while the check runs (on whichever copy of bff-admin), not after. */
export const reconcileRunQueryOptions = () =>
  queryOptions({
    queryKey: [RECONCILE_URL],
    queryFn: fetchReconcileRun,
    refetchInterval: (query) => (query.state.data?.run?.state === 'running' ? RECONCILE_POLL_MS : false),
  });

export function useReconcileRun() {
  return useQuery(reconcileRunQueryOptions());
}
