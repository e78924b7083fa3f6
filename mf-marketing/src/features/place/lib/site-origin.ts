import { usePostedOutcome } from '@fresh-pouf/remote-kit';

/**
 * The site's own address as the visitor reached it, drawn by the server for a page it renders
 * with a referral link (the server has no window.location); undefined once the browser renders alone.
 */
export const SITE_ORIGIN_KEY = ['site', 'origin'] as const;

export function useServerSiteOrigin(): string | undefined {
  return usePostedOutcome<string>(SITE_ORIGIN_KEY);
}
