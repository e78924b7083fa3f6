import type { AdminUser } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';
import { userAnswer } from './user-answer';

export const DISABLE_2FA_URL = '/api/admin/disable-2fa';

/** Beyond the spec's empty body: turning two-factor off takes a current code (see docs/staff-area.md). */
export async function disableTwoFactor(code: string): Promise<AdminUser | undefined> {
  return readJson(await adminRequest('POST', DISABLE_2FA_URL, { token: code }), userAnswer);
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
