import { adminApi, type Announcement } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { announcementUrl } from './announcement';
import { storeAnnouncement } from './announcement-cache';

/** POST /api/admin/announcements/{id}/send: queues one e-mail per recipient and starts the send; refused (400) without the postal address, 409 once sent. */
export async function sendAnnouncement(id: number): Promise<Announcement> {
  return (await adminCall(adminApi.announcements.send, { params: { id } })).announcement;
}

export const sendAnnouncementMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'send-announcement'],
    mutationFn: sendAnnouncement,
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
    // Refused (another admin moved it on, say): show where it really stands.
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: [announcementUrl(id)] }),
    meta: { failureToast: { title: 'Not sent', description: 'The announcement could not be sent. Please try again.' } },
  });

export function useSendAnnouncement() {
  return useMutation(sendAnnouncementMutationOptions(useQueryClient()));
}
