// The site's map: what the shell, the remotes and the gateway all name.

/** Where the gateway serves the remote configuration (site.ts: remotesConfigSchema). */
export const REMOTES_CONFIG_PATH = '/mf/remotes.json';

/**
 * The shell's own screen, the same on both paths (docs/product/overview.md#routes). Every other path of the
 * route table belongs to a remote, which publishes it (see remote-routes.ts).
 */
export const DIAGNOSTICS_ROUTE_PATHS = ['/diagnostics', '/test123'] as const;

/**
 * The landing page's anchors (docs/product/landing-and-waitlist.md#landing-page). The marketing remote renders them; the shell's
 * header and footer link to them (/#pricing) from any page.
 */
export const SECTION_IDS = {
  benefits: 'benefits',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  joinWaitlist: 'join-waitlist',
} as const;

/** "site": the shell's header and footer frame the remote; "none": the remote draws the whole page (the staff area). */
export const REMOTE_FRAMES = ['site', 'none'] as const;
export type RemoteFrame = (typeof REMOTE_FRAMES)[number];

/** The module every remote exposes: one component that routes the remote's own paths. */
export const REMOTE_APP_MODULE = 'App';

/** The module a remote with islands exposes beside it: its islands by name, each loaded on its own (remote-kit's IslandRegistry). */
export const REMOTE_ISLANDS_MODULE = 'Islands';

/**
 * A remote's page parts (remote-page-parts.ts): the file its build writes beside mf-manifest.json,
 * the element the gateway wraps a route's frame placeholder in (the shell removes it once the
 * remote's App has drawn), and the global a route's first-data script leaves its requests on.
 */
export const REMOTE_PAGE_PARTS_FILE = 'page-parts.json';
export const PAGE_PLACEHOLDER_ID = 'fp-page-placeholder';
export const FIRST_DATA_GLOBAL = '__fpFirstData';
/**
 * A placeholder's element that shows a count from one of the first answers, as soon as it is in:
 * `data-first-from` names the answer's URL, `data-first-count` the answer's field (a whole number).
 */
export const FIRST_COUNT_FROM = 'data-first-from';
export const FIRST_COUNT_FIELD = 'data-first-count';
