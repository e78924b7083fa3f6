/**
 * Several gauges filled from one query: a scrape collects every metric at once, so the first
 * gauge starts the read and the others of that scrape share it while it runs. The next scrape
 * reads afresh.
 */
export function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  };
}
