import { adminApi, type Announcement, type AnnouncementDraft } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { storeAnnouncement } from './announcement-cache';

/** POST /api/admin/announcements: a new draft. */
export async function createAnnouncement(draft: AnnouncementDraft): Promise<Announcement> {
  return (await adminCall(adminApi.announcements.create, { body: draft })).announcement;
}

export const createAnnouncementMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'create-announcement'],
    mutationFn: createAnnouncement,
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
    meta: {
      failureToast: { title: 'Not saved', description: 'The announcement could not be saved. Please try again.' },
    },
  });

export function useCreateAnnouncement() {
  return useMutation(createAnnouncementMutationOptions(useQueryClient()));
}
