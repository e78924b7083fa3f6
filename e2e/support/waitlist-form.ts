import type { Locator, Page } from '@playwright/test';

export const waitlistForm = (page: Page): Locator => page.locator('#join-waitlist');

/**
 * Waits until the waitlist form's code has taken it over. Before that the form works as HTML
 * (a press posts the page to the server); the tests of the in-page behaviour (toasts, no
 * reload, the Early Bird hand-over through session storage) start from here.
 */
export async function waitlistFormReady(page: Page): Promise<void> {
  await page.locator('#join-waitlist form[data-enhanced]').waitFor();
}

/** Picks an option of one of the form's selects (the browser's own) by its label. */
export async function pickOption(page: Page, field: string, option: string): Promise<void> {
  await waitlistForm(page).getByLabel(field, { exact: true }).selectOption({ label: option });
}
