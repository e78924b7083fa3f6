import { adminApi, RECONCILE_POLL_MS, type ReconcileLatest } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

/** GET /api/admin/billing/reconcile: the latest check against Stripe, its progress or its findings (admins only). */
export const RECONCILE_URL = adminApi.payments.latestReconcile.path;

export async function fetchReconcileRun(): Promise<ReconcileLatest> {
  return adminCall(adminApi.payments.latestReconcile, {});
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
