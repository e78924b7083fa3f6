import { adminApi, type Announcement, type AnnouncementDraft } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { storeAnnouncement } from './announcement-cache';

/** PUT /api/admin/announcements/{id}: a draft rewritten; one already sent is a 409 with core's message. */
export async function updateAnnouncement({
  id,
  draft,
}: {
  id: number;
  draft: AnnouncementDraft;
}): Promise<Announcement> {
  return (await adminCall(adminApi.announcements.update, { params: { id }, body: draft })).announcement;
}

export const updateAnnouncementMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'update-announcement'],
    mutationFn: updateAnnouncement,
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
    meta: {
      failureToast: { title: 'Not saved', description: 'The announcement could not be saved. Please try again.' },
    },
  });

export function useUpdateAnnouncement() {
  return useMutation(updateAnnouncementMutationOptions(useQueryClient()));
}
