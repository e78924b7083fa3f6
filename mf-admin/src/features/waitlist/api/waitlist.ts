import { adminWaitlistPageSchema, type AdminWaitlistEntry, type AdminWaitlistPage } from '@fresh-pouf/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

export const WAITLIST_URL = '/api/admin/waitlist';

/** One page, newest first: older than `before` when given, only the matches of `search` when not blank. */
export async function fetchWaitlistPage(before: number | undefined, search = ''): Promise<AdminWaitlistPage> {
  const params = new URLSearchParams();
  if (before !== undefined) params.set('before', String(before));
  if (search.trim()) params.set('q', search.trim());
  const query = params.toString();
  return readJson(await adminRequest('GET', query ? `${WAITLIST_URL}?${query}` : WAITLIST_URL), adminWaitlistPageSchema);
}

export const waitlistQueryOptions = (search = '') =>
  infiniteQueryOptions({
    // Under [WAITLIST_URL], so invalidating the list refreshes every search too.
    queryKey: [WAITLIST_URL, search.trim().toLowerCase()],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => fetchWaitlistPage(pageParam, search),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    // While the next search's answer is on its way, the last answer stays on screen.
    placeholderData: keepPreviousData,
  });

/**
 * The waitlist a page at a time (newest first): the first screenful arrives at once however
 * long the list is, and "Load more" fetches the next page. A search is answered by the server
 * over the whole list, a page at a time too.
 */
export function useWaitlist(search = '') {
  const query = useInfiniteQuery(waitlistQueryOptions(search));
  const entries: AdminWaitlistEntry[] = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, entries, total };
}
