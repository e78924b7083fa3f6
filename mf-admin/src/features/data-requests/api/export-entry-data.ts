import { adminApi } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminSend } from '../../../lib/admin-call';
import { downloadResponse } from '../../../lib/download-response';

/**
 * GET /api/admin/waitlist/{id}/export: everything held about one person (GDPR article 15). It
 * needs the bearer token, so it is fetched and then handed to the browser as a download.
 */
export async function exportEntryData(entryId: number): Promise<void> {
  const response = await adminSend(adminApi.dataRequests.exportEntry, { params: { id: entryId } });
  await downloadResponse(response, `fresh-pouf-entry-${entryId}.json`);
}

export const exportEntryDataMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'export-entry-data'],
    mutationFn: exportEntryData,
    meta: {
      failureToast: { title: 'Export failed', description: 'The data could not be exported. Please try again.' },
    },
  });

export function useExportEntryData() {
  return useMutation(exportEntryDataMutationOptions());
}
