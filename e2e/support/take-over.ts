import { expect, type Page } from '@playwright/test';

/**
 * Holds the page's code back (the page stays as the server sent it) until the returned function
 * is called: the whole page's code, or (an islands page) the code that takes an island over.
 */
export async function holdShellCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(bootstrap|island-root)\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has taken a server-rendered page over whole (not an islands page). */
export const expectTakenOver = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
      ),
    )
    .toBe(true);
