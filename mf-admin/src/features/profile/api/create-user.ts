import { adminApi, type CreateUser } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminSend } from '../../../lib/admin-call';
import { USERS_URL } from './staff-users';

/** A username already taken (409) is a refusal with the server's message, like any other. */
export async function createUser(user: CreateUser): Promise<void> {
  await adminSend(adminApi.staff.createUser, { body: user });
}

export const createUserMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'create-user'],
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_URL] }),
    meta: { failureToast: { title: 'Failed to create user', description: 'Failed to create user' } },
  });

export function useCreateUser() {
  return useMutation(createUserMutationOptions(useQueryClient()));
}
