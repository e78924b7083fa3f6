import type { PageHeadData } from '@fresh-pouf/contracts';
import type { Response } from 'express';

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
 * what the page's data says for its head (the post the page shows), as the server render
 * answered. Handed to the handler that sends the page through Express's `res.locals`, the one
 * place a request carries data from one handler to the next: a post's title and preview tags
 * come from the answer the page itself shows, so the blog is asked once per page.
 */
export interface PreparedPage {
  parts: PageParts;
  head?: PageHeadData;
}

type Locals = { preparedPage?: PreparedPage };

export function preparePage(res: Response, page: PreparedPage): void {
  (res.locals as Locals).preparedPage = page;
}

/** The page the page handler prepared; undefined when it prepared none (a path that is no page). */
export function preparedPage(res: Response): PreparedPage | undefined {
  return (res.locals as Locals).preparedPage;
}
