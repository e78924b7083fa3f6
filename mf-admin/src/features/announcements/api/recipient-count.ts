import { adminApi, type AnnouncementSegmentChoice, type RecipientCount } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export const RECIPIENTS_URL = adminApi.announcements.recipients.path;

/** POST /api/admin/announcements/recipients: how many a segment reaches now, and whether a send may start. */
export async function fetchRecipientCount(choice: AnnouncementSegmentChoice): Promise<RecipientCount> {
  return adminCall(adminApi.announcements.recipients, { body: choice });
}

/** A read, though sent as a POST: a query, keyed by the segment (null while no plan is chosen for 'By plan'). */
export const recipientCountQueryOptions = (choice: AnnouncementSegmentChoice | null) =>
  queryOptions({
    queryKey: [RECIPIENTS_URL, choice?.segment ?? null, choice?.plan ?? null],
    queryFn: () => fetchRecipientCount(choice as AnnouncementSegmentChoice),
    enabled: choice !== null,
    staleTime: 0,
  });

export function useRecipientCount(choice: AnnouncementSegmentChoice | null) {
  return useQuery(recipientCountQueryOptions(choice));
}
