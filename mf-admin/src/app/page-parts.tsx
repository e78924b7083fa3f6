// Run at build time (rspack-config's PagePartsPlugin), never in the browser: what the gateway
// puts into each staff screen's page before any script runs (contracts: remote-page-parts.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { FramePlaceholder } from '../components/frame-placeholder';
import { OVERVIEW_COUNTS_FROM, OverviewPlaceholder } from '../features/dashboard/overview-placeholder';
import { FIRST_DATA_TOKEN_KEY } from './first-data';
import { type ScreenKey, SCREEN_ENTRIES } from './routes';

export interface PagePart {
  placeholder?: string;
  firstData?: { urls: readonly string[]; tokenKey: string; countsFrom?: readonly string[] };
}

/**
 * What a screen's placeholder draws under its heading, and the first answers whose counts the
 * page's head script writes into it: the dashboard's numbers, shown as they arrive.
 */
const FIRST_CONTENT: Partial<Record<ScreenKey, { draw: () => ReactNode; countsFrom: readonly string[] }>> = {
  dashboard: { draw: () => <OverviewPlaceholder />, countsFrom: [OVERVIEW_COUNTS_FROM] },
};

/**
 * Per signed-in route of the table (./routes.ts): the frame's placeholder (the spinner on a
 * blank page is gone: the frame is there with the page), with the screen's heading where
 * `headingFirst` says it does not depend on data, and the screen's `firstCalls`, started by the
 * page's head while the code loads (with the answers whose counts it writes into the
 * placeholder). The sign-in screens have neither: they draw no frame and read nothing first.
 */
export function pageParts(): Record<string, PagePart> {
  return Object.fromEntries(
    SCREEN_ENTRIES.flatMap(([key, screen]) => {
      if (!screen.framed) return [];
      const heading = screen.headingFirst && typeof screen.title === 'string' ? screen.title : undefined;
      const content = FIRST_CONTENT[key];
      const placeholder = renderToStaticMarkup(
        <FramePlaceholder screen={key} {...(heading ? { heading } : {})}>
          {content?.draw()}
        </FramePlaceholder>,
      );
      const urls = screen.firstCalls?.map((call) => call.url);
      const countsFrom = content?.countsFrom.filter((url) => urls?.includes(url));
      const firstData = urls && { urls, tokenKey: FIRST_DATA_TOKEN_KEY, ...(countsFrom?.length ? { countsFrom } : {}) };
      return [[screen.path, { placeholder, ...(firstData ? { firstData } : {}) }]];
    }),
  );
}
