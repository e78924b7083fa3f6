import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { downloadResponse } from '../../../lib/download-response';

export const EXPORT_URL = '/api/admin/waitlist/export.csv';

/** The export needs the bearer token, so it is fetched and then handed to the browser as a download. */
export async function exportWaitlist(): Promise<void> {
  const response = await adminRequest('GET', EXPORT_URL);
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
