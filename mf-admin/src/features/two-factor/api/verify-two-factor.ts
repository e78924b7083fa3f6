import { callRoute } from '@fresh-pouf/api-client';
import { adminApi } from '@fresh-pouf/contracts';
import { useMutation } from '@tanstack/react-query';

/** No Authorization header; the pending sign-in travels in the httpOnly cookie the login set. */
export async function verifyTwoFactor(code: string) {
  return callRoute(adminApi.auth.verifyTwoFactor, { body: { token: code } });
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationKey: ['admin', 'verify-2fa'], mutationFn: verifyTwoFactor });
}
