import { adminUserSchema, twoFactorSetupSchema } from '@fresh-pouf/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminRequest, readJson } from './admin-request';

export const SETUP_2FA_URL = '/api/admin/setup-2fa';
export const CONFIRM_2FA_URL = '/api/admin/confirm-2fa';
export const DISABLE_2FA_URL = '/api/admin/disable-2fa';

const userAnswer = { parse: (input: unknown) => adminUserSchema.optional().parse((input as { user?: unknown } | null)?.user) };

export function useSetupTwoFactor() {
  return useMutation({
    mutationKey: ['admin', 'setup-2fa'],
    mutationFn: async () => readJson(await adminRequest('POST', SETUP_2FA_URL), twoFactorSetupSchema),
  });
}

export function useConfirmTwoFactor() {
  return useMutation({
    mutationKey: ['admin', 'confirm-2fa'],
    mutationFn: async (code: string) => readJson(await adminRequest('POST', CONFIRM_2FA_URL, { token: code }), userAnswer),
  });
}

/** Beyond the spec's empty body: turning two-factor off takes a current code (see README). */
export function useDisableTwoFactor() {
  return useMutation({
    mutationKey: ['admin', 'disable-2fa'],
    mutationFn: async (code: string) => readJson(await adminRequest('POST', DISABLE_2FA_URL, { token: code }), userAnswer),
  });
}
