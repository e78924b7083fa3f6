import { adminApi } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminSend } from '../../../lib/admin-call';
import { USERS_URL } from './staff-users';

/** POST /api/admin/deactivate-user/{id} and POST /api/admin/reactivate-user/{id}: one call, two directions. */
export async function setUserActive(id: number, active: boolean): Promise<void> {
  await adminSend(active ? adminApi.staff.reactivateUser : adminApi.staff.deactivateUser, { params: { id } });
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
