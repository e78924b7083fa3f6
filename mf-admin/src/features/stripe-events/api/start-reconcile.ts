import { adminApi, RECONCILE_MESSAGES, type ReconcileRun } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { RECONCILE_URL } from './reconcile-run';

/** POST /api/admin/billing/reconcile: starts the check in the background (202); 409 while one runs. */
export async function startReconcile(): Promise<ReconcileRun> {
  return adminCall(adminApi.payments.startReconcile, {});
}

export const startReconcileMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'reconcile', 'start'],
    mutationFn: startReconcile,
    meta: { failureToast: { title: 'Check failed', description: RECONCILE_MESSAGES.failed } },
  });

/** Starts the check; the run it answers (or, after a 409, the one already running) is shown at once, then polled. */
export function useStartReconcile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...startReconcileMutationOptions(),
    onSuccess: (run) => queryClient.setQueryData([RECONCILE_URL], { run }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RECONCILE_URL] }),
  });
}
