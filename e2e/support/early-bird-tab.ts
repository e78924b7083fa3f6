import type { Page } from '@playwright/test';
import { type Frequency, type PlanId, STORAGE_KEYS } from '@fresh-pouf/contracts';

export interface HeldEarlyBird {
  planId: PlanId;
  poufs: number;
  frequency: Frequency;
  fullName: string;
  email: string;
  joinDate: string;
}

/** The tab's session storage as the landing page's Early Bird form leaves it on the way to /checkout. */
export function earlyBirdStorage({ planId, poufs, frequency, fullName, email, joinDate }: HeldEarlyBird) {
  return [
    [STORAGE_KEYS.checkoutPlanDetails, JSON.stringify({ planId, poufs, frequency, isSubscription: true })],
    [STORAGE_KEYS.waitlistFormData, JSON.stringify({ fullName, email, joinDate })],
  ] as const;
}

/** Opens the landing page and leaves an Early Bird in the tab, as its form does; /checkout picks it up. */
export async function storeEarlyBird(page: Page, held: HeldEarlyBird): Promise<void> {
  await page.goto('/');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, earlyBirdStorage(held));
}
