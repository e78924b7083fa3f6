import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has stopped scrolling (two animation frames at the same offset).
 * A link to /#section glides there; a select opened mid-glide locks scrolling and leaves
 * its options wherever the glide stopped, so tests settle first.
 */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
    undefined,
    { polling: 100, timeout: 10_000 },
  );
}

/** Opens a page at a section and waits until it has arrived there. */
export async function gotoSection(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const id = new URL(path, 'http://x').hash.slice(1);
  // Arrived, not merely still: the page glides to a hash a moment after it is shown, and a
  // stillness check taken before the glide starts would pass at once (the glide then cancels
  // whatever scroll the test starts next).
  if (id) await expect(page.locator(`#${id}`)).toBeInViewport();
  await waitForScrollToSettle(page);
}
