import { apiRequest } from '@fresh-pouf/api-client';
import { loginResponseSchema, type AdminLogin, type LoginResponse } from '@fresh-pouf/contracts';
import { useMutation } from '@tanstack/react-query';
import { readJson } from './admin-request';

export const LOGIN_URL = '/api/admin/login';

/** No Authorization header (spec section 6); the answer may set the pending two-factor cookie. */
export async function login(credentials: AdminLogin): Promise<LoginResponse> {
  const response = await apiRequest('POST', LOGIN_URL, { body: credentials });
  return readJson(response, loginResponseSchema);
}

export function useLogin() {
  return useMutation({ mutationKey: ['admin', 'login'], mutationFn: login });
}
