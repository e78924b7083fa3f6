import { createQueryClient } from '@fresh-pouf/api-client';
import { CHECKOUT_TOKEN_STORAGE_KEY, STORAGE_KEYS } from '@fresh-pouf/contracts';
import { actionContext, jsonResponse, prefetchContext, stubRequests, takeOver } from '@fresh-pouf/remote-kit/testing';
import { dehydrate, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { action } from '../app/action';
import { prefetch } from '../app/prefetch';
import CheckoutRoute from './checkout';

const PLAN_LINK = '/checkout?id=bi-monthly&subscription=true';
const TOKEN = 'T'.repeat(43);

const page = (queryClient: QueryClient, url: string) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter initialEntries={[url]}>
      <CheckoutRoute />
    </MemoryRouter>
  </QueryClientProvider>
);

/** As the shell's server does: the form's action (if posted), the page's prefetch, the HTML; then the browser takes it over with the same data. */
async function open(url: string, posted?: Record<string, string>) {
  const server = createQueryClient();
  if (posted) await action(actionContext(server, url, posted));
  await prefetch(prefetchContext(server, url));
  const html = renderToString(page(server, url));
  const browser = createQueryClient();
  hydrate(browser, dehydrate(server));
  const container = await takeOver(html, page(browser, url));
  return { html, container };
}

let calls: string[];

beforeEach(() => {
  sessionStorage.clear();
  calls = [];
  stubRequests(() => jsonResponse(500, {})).fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return String(input).endsWith('/api/checkout/config')
      ? jsonResponse(200, { publishableKey: 'pk_test_x' })
      : jsonResponse(200, { clientSecret: 'seti_secret_1', amount: 749 });
  });
});

describe('/checkout works as HTML first', () => {
  it('the server draws "who pays" as a form posted to the page with its checkout token; taken over, the browser checks it and posts nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const { html } = await open(PLAN_LINK);

    const drawn = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    expect(drawn?.getAttribute('method')).toBe('post');
    expect(drawn?.getAttribute('action')).toBe('/checkout?id=bi-monthly&subscription=true');
    expect(drawn?.querySelector<HTMLInputElement>('input[type=hidden][name=checkoutToken]')?.value).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
    // Whole as HTML: its code loads when the visitor starts on the form, not with the page.
    expect(html).toContain('data-island-when="touch"');
    expect(errors).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(calls).toEqual(['/api/checkout/config']);
  });

  it("draws an e-mailed link's token into the form, and takes the page over at once to take it off the address", async () => {
    const { html } = await open(`${PLAN_LINK}&claim=${TOKEN}`);

    expect(html).toContain(`name="checkoutToken" value="${TOKEN}"`);
    expect(html).toContain('data-island-when="visible"');
  });

  it('shows a field error from the posted form with what was typed, and the same token to try again with', async () => {
    const { html } = await open(PLAN_LINK, { fullName: 'Ada Lovelace', email: 'ada@', checkoutToken: TOKEN });

    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain(`value="${TOKEN}"`);
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@');
  });

  it('after who pays was posted, says the card form needs JavaScript; taken over, it keeps who pays and asks for no second session', async () => {
    const { html } = await open(PLAN_LINK, {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      checkoutToken: TOKEN,
    });

    expect(html).toContain('The card form needs JavaScript');
    // The card form is next: the code loads with the page.
    expect(html).toContain('data-island-when="visible"');
    expect(html).not.toContain('<form');
    expect(calls).toEqual(['/api/create-subscription', '/api/checkout/config']);
    await vi.waitFor(() => expect(sessionStorage.getItem(CHECKOUT_TOKEN_STORAGE_KEY)).toBe(TOKEN));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.waitlistFormData) ?? 'null')).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(calls).toEqual(['/api/create-subscription', '/api/checkout/config']);
  });
});
