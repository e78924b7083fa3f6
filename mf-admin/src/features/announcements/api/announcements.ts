import { adminApi, type Announcement } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export const ANNOUNCEMENTS_URL = adminApi.announcements.list.path;

/** How often a screen showing a send in progress asks where it stands. */
export const PROGRESS_POLL_MS = 1500;

/** GET /api/admin/announcements: the newest announcements with their progress (admins only). */
export async function fetchAnnouncements(): Promise<Announcement[]> {
  return (await adminCall(adminApi.announcements.list, {})).announcements;
}

export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: [ANNOUNCEMENTS_URL],
    queryFn: fetchAnnouncements,
    // The list's progress column moves while a send runs; idle otherwise.
    refetchInterval: (query) => (query.state.data?.some((a) => a.status === 'sending') ? PROGRESS_POLL_MS : false),
    meta: { failureToast: { title: 'Error', description: 'The announcements could not be loaded. Please try again.' } },
  });

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions());
}
