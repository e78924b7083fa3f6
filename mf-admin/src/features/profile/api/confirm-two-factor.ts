import { adminApi, type AdminUser } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export async function confirmTwoFactor(code: string): Promise<AdminUser | undefined> {
  return (await adminCall(adminApi.staff.confirmTwoFactor, { body: { token: code } })).user;
}

export const confirmTwoFactorMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'confirm-2fa'],
    mutationFn: confirmTwoFactor,
    meta: { failureToast: { title: 'Failed to confirm 2FA', description: 'Failed to confirm 2FA' } },
  });

export function useConfirmTwoFactor() {
  return useMutation(confirmTwoFactorMutationOptions());
}
