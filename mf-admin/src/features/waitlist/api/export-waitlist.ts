import { adminApi } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminSend } from '../../../lib/admin-call';
import { downloadResponse } from '../../../lib/download-response';

/** The export needs the bearer token, so it is fetched and then handed to the browser as a download. */
export async function exportWaitlist(): Promise<void> {
  const response = await adminSend(adminApi.dashboard.exportWaitlist, {});
  await downloadResponse(response, 'waitlist.csv');
}

export const exportWaitlistMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'export-waitlist'],
    mutationFn: exportWaitlist,
    meta: {
      failureToast: { title: 'Export failed', description: 'The export could not be produced. Please try again.' },
    },
  });

export function useExportWaitlist() {
  return useMutation(exportWaitlistMutationOptions());
}
