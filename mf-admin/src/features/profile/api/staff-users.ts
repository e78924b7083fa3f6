import { adminApi, type StaffUser } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export const USERS_URL = adminApi.staff.users.path;

export async function fetchStaffUsers(): Promise<StaffUser[]> {
  return (await adminCall(adminApi.staff.users, {})).users;
}

export const staffUsersQueryOptions = () => queryOptions({ queryKey: [USERS_URL], queryFn: fetchStaffUsers });

export function useStaffUsers() {
  return useQuery(staffUsersQueryOptions());
}
