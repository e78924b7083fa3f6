import { DATA_REQUESTS_API } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';

/**
 * GET /api/admin/waitlist/{id}/export: everything held about one person (GDPR article 15). It
 * needs the bearer token, so it is fetched and then handed to the browser as a download.
 */
export async function exportEntryData(entryId: number): Promise<void> {
  const response = await adminRequest('GET', DATA_REQUESTS_API.exportEntry(entryId));
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `fresh-pouf-entry-${entryId}.json`;
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

export const exportEntryDataMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'export-entry-data'],
    mutationFn: exportEntryData,
    meta: { failureToast: { title: 'Export failed', description: 'The data could not be exported. Please try again.' } },
  });

export function useExportEntryData() {
  return useMutation(exportEntryDataMutationOptions());
}
