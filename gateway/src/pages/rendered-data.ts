import type { Response } from 'express';
import { z } from 'zod';

/** What goes into the shell's page besides its own markup (rendered-pages.ts puts it in). */
export interface PageParts {
  head: string;
  root: string;
  body: string;
  /** Before #root: the route's frame placeholder (page-parts.ts), on a page not rendered here. */
  beforeRoot?: string;
  /** Inline scripts the gateway put into `head` from the route's remote, allowed by their hashes. */
  remoteScripts?: readonly string[];
}

/**
 * What the page handler prepared for the page it answers: the parts the page goes out with, and
 * the data the server rendered it with (the screens' query data, dehydrated). Handed to the
 * handler that sends the page through Express's `res.locals`, the one place a request carries
 * data from one handler to the next: a post's title and preview tags are read from the answer
 * the page itself shows, so the blog is asked once per page.
 */
export interface PreparedPage {
  parts: PageParts;
  queries?: unknown;
}

type Locals = { preparedPage?: PreparedPage };

export function preparePage(res: Response, page: PreparedPage): void {
  (res.locals as Locals).preparedPage = page;
}

/** The page the page handler prepared; undefined when it prepared none (a path that is no page). */
export function preparedPage(res: Response): PreparedPage | undefined {
  return (res.locals as Locals).preparedPage;
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
  const parsed = dehydratedSchema.safeParse(preparedPage(res)?.queries);
  if (!parsed.success) return undefined;
  const wanted = JSON.stringify(key);
  const query = parsed.data.queries.find((q) => q.state.status === 'success' && JSON.stringify(q.queryKey) === wanted);
  return query ? { data: query.state.data } : undefined;
}
