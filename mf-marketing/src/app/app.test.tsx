import { createQueryClient } from '@fresh-pouf/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, prefetchContext, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { CONFIRMED_PLACE, PLACE_TOKEN } from '../test/place-status';

const TERMS = {
  title: 'Terms of Service',
  version: '2026-11-23',
  effectiveDate: '2026-12-01',
  html: '<h2>The Early Bird offer</h2>',
};

const page = (App: ComponentType, pathname: string) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter initialEntries={[pathname]}>
      <App />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('Marketing app', () => {
  it('renders a page whose code loads later in full on the server, and the browser takes it over without an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, TERMS)),
    );
    // The server: a fresh copy of the remote, as after a release, whose page code was never loaded.
    const server = await import('./app');
    await server.prefetch(prefetchContext(createQueryClient(), '/terms'));
    const html = renderToString(page(server.default, '/terms'));
    expect(html).toContain('<h1 class="mk-legal__title">Terms of Service</h1>');
    // Not the fallback with the client-rendering mark that made the browser log React error #419.
    expect(html).not.toContain('<!--$!-->');

    // The browser: another copy, whose page code arrives after the takeover starts.
    vi.resetModules();
    const browser = await import('./app');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(problems);
    const root = await act(async () =>
      hydrateRoot(container, page(browser.default, '/terms'), { onRecoverableError: problems }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(problems).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Terms of Service');
    act(() => root.unmount());
    container.remove();
  });

  it("draws the landing address's source into the waitlist form: a friend's ?ref= code and the utm_ tags, nothing else", async () => {
    const { prefetch } = await import('./app');
    const { WAITLIST_FORM_ATTRIBUTION_KEY } = await import('../features/waitlist/lib/form-outcome');
    const drawn = async (search: string) => {
      const queryClient = createQueryClient();
      await prefetch(prefetchContext(queryClient, `/?${search}`));
      return queryClient.getQueryData(WAITLIST_FORM_ATTRIBUTION_KEY);
    };

    expect(await drawn('ref=FrIeNd123456&utm_source=newsletter&plan=family')).toBe(
      encodeURIComponent('{"utmSource":"newsletter","ref":"FrIeNd123456"}'),
    );
    expect(await drawn('plan=family')).toBeUndefined();
  });

  it("hands a form posted to a page to that page's action, and refuses one posted to a page that takes none", async () => {
    const { requests } = stubRequests(() => jsonResponse(200, { alreadyConfirmed: false, status: CONFIRMED_PLACE }));
    const { action } = await import('./app');
    const post = (pathname: string, fields: Record<string, string>) =>
      action({
        queryClient: createQueryClient(),
        pathname,
        search: new URLSearchParams(),
        form: new URLSearchParams(fields),
        headers: {},
        signal: new AbortController().signal,
      });

    expect(await post('/waitlist/confirm', { token: PLACE_TOKEN, intent: 'confirm' })).toEqual({ status: 200 });
    expect(requests).toEqual([{ url: '/api/waitlist/confirm', method: 'POST', body: { token: PLACE_TOKEN } }]);
    expect(await post('/terms', { token: PLACE_TOKEN })).toEqual({ status: 405 });
    expect(await post('/waitlist/status', { token: PLACE_TOKEN })).toEqual({ status: 405 });
    expect(requests).toHaveLength(1);
  });
});
