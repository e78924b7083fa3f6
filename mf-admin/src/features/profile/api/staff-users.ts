import { usersResponseSchema, type StaffUser } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

export const USERS_URL = '/api/admin/users';

export async function fetchStaffUsers(): Promise<StaffUser[]> {
  return (await readJson(await adminRequest('GET', USERS_URL), usersResponseSchema)).users;
}

export const staffUsersQueryOptions = () => queryOptions({ queryKey: [USERS_URL], queryFn: fetchStaffUsers });

export function useStaffUsers() {
  return useQuery(staffUsersQueryOptions());
}
