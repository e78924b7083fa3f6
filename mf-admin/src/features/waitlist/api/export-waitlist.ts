import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';

export const EXPORT_URL = '/api/admin/waitlist/export.csv';

/** The export needs the bearer token, so it is fetched and then handed to the browser as a download. */
export async function exportWaitlist(): Promise<void> {
  const response = await adminRequest('GET', EXPORT_URL);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'waitlist.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const exportWaitlistMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'export-waitlist'],
    mutationFn: exportWaitlist,
    meta: { failureToast: { title: 'Export failed', description: 'The export could not be produced. Please try again.' } },
  });

export function useExportWaitlist() {
  return useMutation(exportWaitlistMutationOptions());
}
