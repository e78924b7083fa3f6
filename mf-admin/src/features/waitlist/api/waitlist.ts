import { adminWaitlistPageSchema, type AdminWaitlistEntry, type AdminWaitlistPage } from '@fresh-pouf/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

export const WAITLIST_URL = '/api/admin/waitlist';

export async function fetchWaitlistPage(before: number | undefined): Promise<AdminWaitlistPage> {
  const url = before === undefined ? WAITLIST_URL : `${WAITLIST_URL}?before=${before}`;
  return readJson(await adminRequest('GET', url), adminWaitlistPageSchema);
}

export const waitlistQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [WAITLIST_URL],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => fetchWaitlistPage(pageParam),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

/**
 * The waitlist a page at a time (newest first): the first screenful arrives at once however
 * long the list is, and "Load more" fetches the next page. Search filters what is loaded.
 */
export function useWaitlist() {
  const query = useInfiniteQuery(waitlistQueryOptions());
  const entries: AdminWaitlistEntry[] = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, entries, total };
}
