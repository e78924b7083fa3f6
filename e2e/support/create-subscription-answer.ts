import type { Page } from '@playwright/test';

export const CREATE_SUBSCRIPTION = '**/api/create-subscription';

/** Answers the checkout's create-subscription call with `status` and the JSON `body`, in place of bff-public. */
export async function answerCreateSubscription(page: Page, status: number, body: unknown): Promise<void> {
  await page.route(CREATE_SUBSCRIPTION, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}
