import type { Announcement } from '@fresh-pouf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { announcementUrl } from './announcement';
import { ANNOUNCEMENTS_URL } from './announcements';

/** An answer carrying the announcement as it now is: shown at once, and the list read again. */
export function storeAnnouncement(queryClient: QueryClient, announcement: Announcement): Promise<void> {
  queryClient.setQueryData([announcementUrl(announcement.id)], announcement);
  return queryClient.invalidateQueries({ queryKey: [ANNOUNCEMENTS_URL], exact: true });
}
