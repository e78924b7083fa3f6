/** When the browser takes an island over: as it nears the viewport (or is touched), or only once touched. */
export type IslandWhen = 'visible' | 'touch';

/** `owner:name` of the island a wrapper holds, and when to take it over (markup the server writes, the browser reads). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';

/** Set on an island's wrapper once its code has taken it over. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';
