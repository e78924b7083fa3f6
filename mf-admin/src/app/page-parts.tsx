// Run at build time (rspack-config's PagePartsPlugin), never in the browser: what the gateway
// puts into each staff screen's page before any script runs (contracts: remote-page-parts.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { FramePlaceholder } from '../components/frame-placeholder';
import { FIRST_DATA_TOKEN_KEY } from './first-data';
import { SCREEN_ENTRIES } from './routes';

export interface PagePart {
  placeholder?: string;
  firstData?: { urls: readonly string[]; tokenKey: string };
}

/**
 * Per signed-in route of the table (./routes.ts): the frame's placeholder (the spinner on a
 * blank page is gone: the frame is there with the page), with the screen's heading where
 * `headingFirst` says it does not depend on data, and the screen's `firstCalls`, started by the
 * page's head while the code loads. The sign-in screens have neither: they draw no frame and
 * read nothing first.
 */
export function pageParts(): Record<string, PagePart> {
  return Object.fromEntries(
    SCREEN_ENTRIES.flatMap(([key, screen]) => {
      if (!screen.framed) return [];
      const heading = screen.headingFirst && typeof screen.title === 'string' ? screen.title : undefined;
      const placeholder = renderToStaticMarkup(<FramePlaceholder screen={key} {...(heading ? { heading } : {})} />);
      const urls = screen.firstCalls?.map((call) => call.url);
      return [[screen.path, { placeholder, ...(urls ? { firstData: { urls, tokenKey: FIRST_DATA_TOKEN_KEY } } : {}) }]];
    }),
  );
}
