import { adminApi, type Announcement } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { announcementUrl } from './announcement';
import { storeAnnouncement } from './announcement-cache';

/** POST /api/admin/announcements/{id}/resume: the send carries on where it stopped. */
export async function resumeAnnouncement(id: number): Promise<Announcement> {
  return (await adminCall(adminApi.announcements.resume, { params: { id } })).announcement;
}

export const resumeAnnouncementMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'resume-announcement'],
    mutationFn: resumeAnnouncement,
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
    // Refused (another admin moved it on, say): show where it really stands.
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: [announcementUrl(id)] }),
    meta: { failureToast: { title: 'Not resumed', description: 'The send could not be resumed. Please try again.' } },
  });

export function useResumeAnnouncement() {
  return useMutation(resumeAnnouncementMutationOptions(useQueryClient()));
}
