import { adminApi, type ChangePassword } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

/** A password change voids older sessions; the answer carries a new token for this one. */
export async function changePassword(passwords: ChangePassword) {
  return adminCall(adminApi.staff.changePassword, { body: passwords });
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
