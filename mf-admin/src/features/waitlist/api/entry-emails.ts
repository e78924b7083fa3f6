import { adminApi, type EntryEmails } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { WAITLIST_URL } from './waitlist';

/** GET /api/admin/waitlist/{id}/emails: what was sent to the entry and what became of it, newest first. */
export async function fetchEntryEmails(id: number): Promise<EntryEmails> {
  return adminCall(adminApi.dashboard.entryEmails, { params: { id } });
}

export const entryEmailsQueryOptions = (id: number) =>
  // Under [WAITLIST_URL]: an erasure invalidates the list, and the history then shows it is gone.
  queryOptions({ queryKey: [WAITLIST_URL, 'emails', id], queryFn: () => fetchEntryEmails(id) });

export function useEntryEmails(id: number) {
  return useQuery(entryEmailsQueryOptions(id));
}
