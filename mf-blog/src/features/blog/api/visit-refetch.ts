/** How long into a page load the data its server render came with counts as just fetched. */
export const SERVER_DATA_CURRENT_MS = 10_000;

/**
 * A blog screen asks for its data again on every visit (staleTime 0), except on the page load the
 * server rendered: the data the page came with (the gateway's fp-boot block, taken over by the
 * shell) was fetched for that very load, and asking again would fetch every post page twice.
 * Measured on the page's own clock (time since navigation), not against the server's.
 */
export function refetchOnVisit(): boolean {
  return performance.now() > SERVER_DATA_CURRENT_MS;
}
