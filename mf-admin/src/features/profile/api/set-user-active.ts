import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { USERS_URL } from './staff-users';

/** POST /api/admin/deactivate-user/{id} and POST /api/admin/reactivate-user/{id}: one call, two directions. */
export const setUserActiveUrl = (id: number, active: boolean) =>
  `/api/admin/${active ? 'reactivate' : 'deactivate'}-user/${id}`;

export async function setUserActive(id: number, active: boolean): Promise<void> {
  await adminRequest('POST', setUserActiveUrl(id, active));
}

export const setUserActiveMutationOptions = (queryClient: QueryClient, active: boolean) => {
  const title = active ? 'Failed to reactivate user' : 'Failed to deactivate user';
  return mutationOptions({
    mutationKey: ['admin', active ? 'reactivate-user' : 'deactivate-user'],
    mutationFn: (id: number) => setUserActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_URL] }),
    meta: { failureToast: { title, description: title } },
  });
};

export function useSetUserActive(active: boolean) {
  return useMutation(setUserActiveMutationOptions(useQueryClient(), active));
}
