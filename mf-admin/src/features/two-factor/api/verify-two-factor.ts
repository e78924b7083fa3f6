import { apiRequest } from '@fresh-pouf/api-client';
import { loginResponseSchema } from '@fresh-pouf/contracts';
import { useMutation } from '@tanstack/react-query';
import { readJson } from '../../../lib/admin-request';

export const VERIFY_2FA_URL = '/api/admin/verify-2fa';

/** No Authorization header; the pending sign-in travels in the httpOnly cookie the login set. */
export async function verifyTwoFactor(code: string) {
  const response = await apiRequest('POST', VERIFY_2FA_URL, { body: { token: code } });
  return readJson(response, loginResponseSchema);
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationKey: ['admin', 'verify-2fa'], mutationFn: verifyTwoFactor });
}
