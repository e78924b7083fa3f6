import { testSendResultSchema } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';
import { announcementUrl } from './announcement';

/** POST /api/admin/announcements/{id}/test: one copy, marked as a test, to the signed-in admin's address. */
export async function testAnnouncement(id: number): Promise<string> {
  return (await readJson(await adminRequest('POST', `${announcementUrl(id)}/test`), testSendResultSchema)).sentTo;
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
