import { ApiRequestError } from '@fresh-pouf/api-client';
import { usersResponseSchema, type CreateUser } from '@fresh-pouf/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest, readJson } from './admin-request';

export const USERS_URL = '/api/admin/users';
export const CREATE_USER_URL = '/api/admin/create-user';

export function useStaffUsers() {
  return useQuery({
    queryKey: [USERS_URL],
    queryFn: async () => (await readJson(await adminRequest('GET', USERS_URL), usersResponseSchema)).users,
  });
}

/** The request helper hands a 409 back instead of raising it; a taken username is still a failure. */
async function raiseConflict(response: Response): Promise<Response> {
  if (response.status !== 409) return response;
  throw new ApiRequestError(409, await response.text(), response.statusText);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'create-user'],
    mutationFn: async (user: CreateUser) => raiseConflict(await adminRequest('POST', CREATE_USER_URL, user)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_URL] }),
  });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'set-user-active'],
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      adminRequest('POST', `/api/admin/${active ? 'reactivate' : 'deactivate'}-user/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_URL] }),
  });
}
