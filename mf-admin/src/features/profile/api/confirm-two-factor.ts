import type { AdminUser } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';
import { userAnswer } from './user-answer';

export const CONFIRM_2FA_URL = '/api/admin/confirm-2fa';

export async function confirmTwoFactor(code: string): Promise<AdminUser | undefined> {
  return readJson(await adminRequest('POST', CONFIRM_2FA_URL, { token: code }), userAnswer);
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
