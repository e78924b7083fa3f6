import { RECONCILE_URL, type ReconcileReportBody, reconcileReportSchema } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

/** POST /api/admin/billing/reconcile: every subscription against Stripe's current state; changes nothing. */
export async function checkAgainstStripe(): Promise<ReconcileReportBody> {
  return readJson(await adminRequest('POST', RECONCILE_URL), reconcileReportSchema);
}

export const reconcileMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'reconcile'],
    mutationFn: checkAgainstStripe,
    meta: { failureToast: { title: 'Check failed', description: 'Stripe could not be asked just now. Please try again.' } },
  });

export function useCheckAgainstStripe() {
  return useMutation(reconcileMutationOptions());
}
