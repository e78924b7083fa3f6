import { changePasswordResponseSchema, type ChangePassword } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

export const CHANGE_PASSWORD_URL = '/api/admin/change-password';

/** A password change voids older sessions; the answer carries a new token for this one. */
export async function changePassword(passwords: ChangePassword) {
  return readJson(await adminRequest('POST', CHANGE_PASSWORD_URL, passwords), changePasswordResponseSchema);
}

export const changePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'change-password'],
    mutationFn: changePassword,
    meta: { failureToast: { title: 'Failed to change password', description: 'Failed to change password' } },
  });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
