import { adminApi } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

/** POST /api/admin/announcements/{id}/test: one copy, marked as a test, to the signed-in admin's address. */
export async function testAnnouncement(id: number): Promise<string> {
  return (await adminCall(adminApi.announcements.test, { params: { id } })).sentTo;
}

export const testAnnouncementMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'test-announcement'],
    mutationFn: testAnnouncement,
    meta: {
      failureToast: { title: 'Test not sent', description: 'The test e-mail could not be sent. Please try again.' },
    },
  });

export function useTestAnnouncement() {
  return useMutation(testAnnouncementMutationOptions());
}
