import { adminApi, type TwoFactorSetup } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  return adminCall(adminApi.staff.setupTwoFactor, {});
}

export const setupTwoFactorMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'setup-2fa'],
    mutationFn: setupTwoFactor,
    meta: { failureToast: { title: 'Failed to setup 2FA', description: 'Failed to setup 2FA' } },
  });

export function useSetupTwoFactor() {
  return useMutation(setupTwoFactorMutationOptions());
}
