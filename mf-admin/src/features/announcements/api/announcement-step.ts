import { adminApi, type Announcement, type BffRoute } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { announcementUrl } from './announcement';
import { storeAnnouncement } from './announcement-cache';

/** A step's route, and the toast shown when it fails. */
function stepRoute<R extends BffRoute>(route: R, title: string, description: string) {
  return { route, failureToast: { title, description } };
}

/**
 * The steps that move a written announcement on: POST /api/admin/announcements/{id}/{step}, each
 * answering with the announcement as it now is (409 once another admin has moved it on).
 */
const STEPS = {
  /** Queues one e-mail per recipient and starts the send; refused (400) without the postal address, 409 once sent. */
  send: stepRoute(adminApi.announcements.send, 'Not sent', 'The announcement could not be sent. Please try again.'),
  /** No more e-mails go out until it is resumed (a batch already claimed may finish). */
  pause: stepRoute(adminApi.announcements.pause, 'Not paused', 'The send could not be paused. Please try again.'),
  /** The send carries on where it stopped. */
  resume: stepRoute(adminApi.announcements.resume, 'Not resumed', 'The send could not be resumed. Please try again.'),
};

export type AnnouncementStep = keyof typeof STEPS;

export async function takeAnnouncementStep(step: AnnouncementStep, id: number): Promise<Announcement> {
  return (await adminCall(STEPS[step].route, { params: { id } })).announcement;
}

export const announcementStepMutationOptions = (queryClient: QueryClient, step: AnnouncementStep) =>
  mutationOptions({
    mutationKey: ['admin', `${step}-announcement`],
    mutationFn: (id: number) => takeAnnouncementStep(step, id),
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
    // Refused (another admin moved it on, say): show where it really stands.
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: [announcementUrl(id)] }),
    meta: { failureToast: STEPS[step].failureToast },
  });

export function useAnnouncementStep(step: AnnouncementStep) {
  return useMutation(announcementStepMutationOptions(useQueryClient(), step));
}
