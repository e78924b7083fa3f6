import { createQueryClient } from '@fresh-pouf/api-client';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { jsonResponse, stubRequests, takeOver } from '@fresh-pouf/remote-kit/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CheckoutRoute from './checkout';

const page = (url: string) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter initialEntries={[url]}>
      <CheckoutRoute />
    </MemoryRouter>
  </QueryClientProvider>
);

let container: HTMLElement;

beforeEach(() => {
  sessionStorage.clear();
  stubRequests(() => jsonResponse(200, { publishableKey: null }));
});

/** The page as the server sends it (no session storage there), then taken over in the browser. */
async function serverRenderedThenTakenOver(url: string): Promise<string> {
  const html = renderToString(page(url));
  container = await takeOver(html, page(url));
  return html;
}

describe('/checkout rendered on the server', () => {
  it("sends a plan link's plan and price; with payments not configured, no form to fill in", async () => {
    const errors = vi.spyOn(console, 'error');
    const html = await serverRenderedThenTakenOver('/checkout?id=bi-monthly&subscription=true');

    expect(html).toContain('Bi-Monthly');
    expect(html).toContain('$7.49');
    // Nobody is asked who pays for what cannot be paid (see checkout-as-html.test.tsx for the form).
    expect(html).not.toContain('<form');
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the plan the Early Bird form stored once taken over, with no hydration error', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.checkoutPlanDetails,
      JSON.stringify({ planId: 'family', poufs: 3, frequency: 'quarterly', isSubscription: true }),
    );
    const errors = vi.spyOn(console, 'error');
    const html = await serverRenderedThenTakenOver('/checkout');

    // The server cannot know it: it says neither "no plan" nor a wrong one.
    expect(html).not.toContain('Family');
    expect(html).not.toContain('No plan');
    await vi.waitFor(() => expect(container.textContent).toContain('3 poufs per delivery, Quarterly'));
    expect(errors).not.toHaveBeenCalled();
  });
});
