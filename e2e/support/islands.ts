import type { Page } from '@playwright/test';

/**
 * Waits until an island of an islands page (`owner:name`, e.g. 'marketing:pricing') has been
 * taken over by its code. Its wrapper has no box of its own (display: contents), so it is
 * waited for as present, not as visible.
 */
export async function islandTakenOver(page: Page, island: string): Promise<void> {
  await page.locator(`[data-island="${island}"][data-island-live]`).waitFor({ state: 'attached' });
}
