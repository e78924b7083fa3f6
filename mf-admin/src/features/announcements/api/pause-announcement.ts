import { adminApi, type Announcement } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { announcementUrl } from './announcement';
import { storeAnnouncement } from './announcement-cache';

/** POST /api/admin/announcements/{id}/pause: no more e-mails go out until it is resumed (a batch already claimed may finish). */
export async function pauseAnnouncement(id: number): Promise<Announcement> {
  return (await adminCall(adminApi.announcements.pause, { params: { id } })).announcement;
}

export const pauseAnnouncementMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'pause-announcement'],
    mutationFn: pauseAnnouncement,
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
    // Refused (another admin moved it on, say): show where it really stands.
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: [announcementUrl(id)] }),
    meta: { failureToast: { title: 'Not paused', description: 'The send could not be paused. Please try again.' } },
  });

export function usePauseAnnouncement() {
  return useMutation(pauseAnnouncementMutationOptions(useQueryClient()));
}
