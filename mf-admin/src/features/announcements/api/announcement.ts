import { adminApi, type Announcement, bffUrl } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { PROGRESS_POLL_MS } from './announcements';

export const announcementUrl = (id: number) => bffUrl(adminApi.announcements.get, { params: { id } });

/**
 * GET /api/admin/announcements/{id}. Core records a send as sent when it is read with nothing
 * left, so polling this (not the list) is what turns a finished send into 'sent'.
 */
export async function fetchAnnouncement(id: number): Promise<Announcement> {
  return (await adminCall(adminApi.announcements.get, { params: { id } })).announcement;
}

/** Read from the server each time: the progress a reload shows is where the send is. */
export const announcementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [announcementUrl(id)],
    queryFn: () => fetchAnnouncement(id),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false),
  });

/** null: nothing to read (a new draft, or a row whose send is not under way). */
export function useAnnouncement(id: number | null) {
  return useQuery({ ...announcementQueryOptions(id ?? 0), enabled: id !== null });
}
