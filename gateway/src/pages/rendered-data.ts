import type { Response } from 'express';
import { z } from 'zod';

/**
 * What a server-rendered page was rendered with (the screens' query data, dehydrated), kept for
 * the handler that sends the page: a post's title and preview tags are read from the answer the
 * page itself shows, so the blog is asked once per page, not once for the page and again for its tags.
 */
const renderedData = new WeakMap<Response, unknown>();

export function keepRenderedData(res: Response, queries: unknown): void {
  renderedData.set(res, queries);
}

const dehydratedSchema = z
  .object({
    queries: z.array(
      z
        .object({
          queryKey: z.array(z.unknown()),
          state: z.object({ status: z.string(), data: z.unknown().optional() }).loose(),
        })
        .loose(),
    ),
  })
  .loose();

/**
 * The data of the query `key` (the screens key a query by the API path it reads) as the page
 * was rendered with it; undefined when the page did not render on the server or had no such
 * answer, and the caller asks for itself.
 */
export function renderedQueryData(res: Response, key: readonly unknown[]): { data: unknown } | undefined {
  const parsed = dehydratedSchema.safeParse(renderedData.get(res));
  if (!parsed.success) return undefined;
  const wanted = JSON.stringify(key);
  const query = parsed.data.queries.find((q) => q.state.status === 'success' && JSON.stringify(q.queryKey) === wanted);
  return query ? { data: query.state.data } : undefined;
}
