import { changePasswordResponseSchema, type ChangePassword } from '@fresh-pouf/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminRequest, readJson } from './admin-request';

export const CHANGE_PASSWORD_URL = '/api/admin/change-password';

export function useChangePassword() {
  return useMutation({
    mutationKey: ['admin', 'change-password'],
    mutationFn: async (passwords: ChangePassword) =>
      readJson(await adminRequest('POST', CHANGE_PASSWORD_URL, passwords), changePasswordResponseSchema),
  });
}
