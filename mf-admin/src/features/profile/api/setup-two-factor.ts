import { twoFactorSetupSchema, type TwoFactorSetup } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

export const SETUP_2FA_URL = '/api/admin/setup-2fa';

export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  return readJson(await adminRequest('POST', SETUP_2FA_URL), twoFactorSetupSchema);
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
