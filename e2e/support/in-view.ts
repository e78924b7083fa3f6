import { expect, type Locator, type Page } from '@playwright/test';

/** Where a locator is drawn; it must be on the page. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** Wholly on screen and not under the sticky header. */
export async function expectInView(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const header = await box(page.getByRole('banner'));
  expect((await box(locator)).y).toBeGreaterThanOrEqual(header.y + header.height);
}
