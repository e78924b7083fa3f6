import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has stopped scrolling: the same offset for 12 animation frames in a row.
 * A link to /#section glides there; a select opened mid-glide locks scrolling and leaves
 * its options wherever the glide stopped, so tests settle first. Two frames were not enough:
 * near its end a glide moves in steps with still frames between them, and a click taken
 * there cut the glide short under the success view's own scroll.
 */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        let frames = 0;
        const next = () => {
          if (window.scrollY !== y) return resolve(false);
          frames += 1;
          if (frames === 12) return resolve(true);
          requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
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
  // whatever scroll the test starts next). In view is not arrived either: from the section
  // below it, the foot of #pricing is in view before any glide. So the section's top is given
  // a moment to reach the upper part of the view; a page already where it goes does not glide.
  if (id) {
    await expect(page.locator(`#${id}`)).toBeInViewport();
    await page
      .waitForFunction(
        (target) => {
          const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
          return top >= 0 && top < window.innerHeight * 0.4;
        },
        id,
        { polling: 'raf', timeout: 1_500 },
      )
      .catch(() => undefined);
  }
  await waitForScrollToSettle(page);
}
