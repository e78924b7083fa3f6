import { expect, test } from '@playwright/test';
import { expectInView } from '../support/in-view';
import { islandTakenOver } from '../support/islands';
import { gotoSection, waitForScrollToSettle } from '../support/scroll';
import { waitlistFormReady } from '../support/waitlist-form';

// A pricing card's "Choose" hands its plan to the waitlist form: the visitor must see that
// happen, on a phone as on a desktop (as "Secure Early Bird Pricing" does).

for (const { width, height } of [
  { width: 320, height: 640 },
  { width: 1440, height: 900 },
]) {
  test(`"Choose Quarterly" at ${width} px: the form's Plan reads Quarterly in view, with focus`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await gotoSection(page, '/#join-waitlist');
    await waitlistFormReady(page);
    await gotoSection(page, '/#pricing');
    await islandTakenOver(page, 'marketing:pricing');
    await page
      .locator('#pricing')
      .getByRole('article', { name: 'Quarterly' })
      .getByRole('button', { name: 'Choose Quarterly' })
      .click();
    const plan = page.locator('#join-waitlist').getByLabel('Plan', { exact: true });
    await expect(plan).toHaveValue('quarterly');
    await waitForScrollToSettle(page);
    await expectInView(page, plan);
    if (width === 1440) await expectInView(page, page.getByRole('heading', { name: 'Join the Waitlist' }));
    else await expect(plan).toBeFocused();
    expect(new URL(page.url()).search).toBe('');
  });
}
