import { adminWaitlistPageSchema, type AdminWaitlistEntry } from '@fresh-pouf/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from './admin-request';

export const WAITLIST_URL = '/api/admin/waitlist';

/**
 * The waitlist a page at a time (newest first): the first screenful arrives at once however
 * long the list is, and "Load more" fetches the next page. Search filters what is loaded.
 */
export function useWaitlist() {
  const query = useInfiniteQuery({
    queryKey: [WAITLIST_URL],
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) => {
      const url = pageParam === undefined ? WAITLIST_URL : `${WAITLIST_URL}?before=${pageParam}`;
      return readJson(await adminRequest('GET', url), adminWaitlistPageSchema);
    },
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const entries: AdminWaitlistEntry[] = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, entries, total };
}
