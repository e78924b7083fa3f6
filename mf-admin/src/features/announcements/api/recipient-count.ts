import {
  ANNOUNCEMENTS_API,
  type AnnouncementSegmentChoice,
  type RecipientCount,
  recipientCountSchema,
} from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

export const RECIPIENTS_URL = `${ANNOUNCEMENTS_API}/recipients`;

/** POST /api/admin/announcements/recipients: how many a segment reaches now, and whether a send may start. */
export async function fetchRecipientCount(choice: AnnouncementSegmentChoice): Promise<RecipientCount> {
  return readJson(await adminRequest('POST', RECIPIENTS_URL, choice), recipientCountSchema);
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
