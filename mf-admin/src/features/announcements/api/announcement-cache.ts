import { ANNOUNCEMENTS_API, type Announcement } from '@fresh-pouf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { announcementUrl } from './announcement';

/** An answer carrying the announcement as it now is: shown at once, and the list read again. */
export function storeAnnouncement(queryClient: QueryClient, announcement: Announcement): Promise<void> {
  queryClient.setQueryData([announcementUrl(announcement.id)], announcement);
  return queryClient.invalidateQueries({ queryKey: [ANNOUNCEMENTS_API], exact: true });
}
