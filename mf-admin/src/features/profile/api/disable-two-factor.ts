import { adminApi, type AdminUser } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

/** Beyond the spec's empty body: turning two-factor off takes a current code (see docs/staff-area.md). */
export async function disableTwoFactor(code: string): Promise<AdminUser | undefined> {
  return (await adminCall(adminApi.staff.disableTwoFactor, { body: { token: code } })).user;
}

export const disableTwoFactorMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'disable-2fa'],
    mutationFn: disableTwoFactor,
    meta: { failureToast: { title: 'Failed to disable 2FA', description: 'Failed to disable 2FA' } },
  });

export function useDisableTwoFactor() {
  return useMutation(disableTwoFactorMutationOptions());
}
