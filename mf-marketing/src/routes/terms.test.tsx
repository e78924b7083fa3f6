import { createQueryClient } from '@fresh-pouf/api-client';
import { jsonResponse } from '@fresh-pouf/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import TermsRoute, { prefetch } from './terms';
import { prefetchContext } from '@fresh-pouf/remote-kit/testing';

afterEach(() => vi.unstubAllGlobals());

describe('/terms', () => {
  it('shows the Terms of Service from /api/legal/terms', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, {
        title: 'Terms of Service',
        version: '2026-11-23',
        effectiveDate: '2026-12-01',
        html: '<h2>The Early Bird offer</h2><p>25% off</p>',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TermsRoute />, { route: '/terms', path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'The Early Bird offer' })).toBeTruthy();
    expect((await screen.findByTestId('legal-meta')).textContent).toBe(
      'Version 2026-11-23 · Effective December 1, 2026',
    );
    expect(String(fetchMock.mock.calls[0]?.at(0))).toBe('/api/legal/terms');
    expect(document.title).toBe('Terms of Service · Fresh Pouf');
  });

  it('arrives with its text: the server fetches it first, so the HTML reads without the script', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, {
        title: 'Terms of Service',
        version: '2026-11-23',
        effectiveDate: '2026-12-01',
        html: '<h2>The Early Bird offer</h2><p>25% off</p>',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    await prefetch(prefetchContext(queryClient, '/terms'));
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/terms']}>
          <TermsRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('<h2>The Early Bird offer</h2><p>25% off</p>');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('[data-testid="legal-meta"]')?.textContent).toBe(
      'Version 2026-11-23 · Effective December 1, 2026',
    );
    expect(html).not.toContain('legal-skeleton');
    expect(String(fetchMock.mock.calls[0]?.at(0))).toBe('/api/legal/terms');
  });
});
