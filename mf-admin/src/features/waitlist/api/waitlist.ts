import { adminApi, type AdminWaitlistEntry, type AdminWaitlistPage } from '@fresh-pouf/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export const WAITLIST_URL = adminApi.dashboard.waitlist.path;

/**
 * The first page is short: a screenful and more, read, checked and drawn quickly on a phone;
 * "Load more" then brings the server's full pages.
 */
export const FIRST_PAGE_SIZE = 50;

/** One page's query, newest first: older than `before` when given, only the matches of `search` when not blank. */
export function waitlistPageQuery(before: number | undefined, search = '') {
  const page = before === undefined ? { limit: FIRST_PAGE_SIZE } : { before };
  return { ...page, q: search.trim() || undefined };
}

export async function fetchWaitlistPage(before: number | undefined, search = ''): Promise<AdminWaitlistPage> {
  return adminCall(adminApi.dashboard.waitlist, { query: waitlistPageQuery(before, search) });
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
export function useWaitlist(search = '', { enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({ ...waitlistQueryOptions(search), enabled });
  const entries: AdminWaitlistEntry[] = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, entries, total };
}

/**
 * One entry as the list pages it: the page of one that starts at its id (keyset). The detail
 * panel reads it, so it stays on an entry a search no longer finds (an erased one is renamed).
 */
export const waitlistEntryQueryOptions = (id: number) =>
  queryOptions({
    // Under [WAITLIST_URL], so invalidating the list refreshes the open entry too.
    queryKey: [WAITLIST_URL, 'entry', id],
    queryFn: async () => {
      const page = await adminCall(adminApi.dashboard.waitlist, { query: { before: id + 1, limit: 1 } });
      return page.entries.find((entry) => entry.id === id) ?? null;
    },
  });

/** The entry `id` (null: none open), fresh from the server; `known` stands in until it answers. */
export function useWaitlistEntry(id: number | null, known: AdminWaitlistEntry | undefined): AdminWaitlistEntry | null {
  const query = useQuery({ ...waitlistEntryQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return null;
  return query.data ?? known ?? null;
}
