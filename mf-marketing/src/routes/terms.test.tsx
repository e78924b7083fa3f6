import { createQueryClient } from '@fresh-pouf/api-client';
import {
  htmlElement,
  jsonResponse,
  prefetchContext,
  renderWithProviders,
  serverRender,
  stubRequests,
} from '@fresh-pouf/remote-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TermsRoute, { prefetch } from './terms';

const TERMS = {
  title: 'Terms of Service',
  version: '2026-11-23',
  effectiveDate: '2026-12-01',
  html: '<h2>The Early Bird offer</h2><p>25% off</p>',
};
const stubTerms = () => stubRequests({ 'GET /api/legal/terms': () => jsonResponse(200, TERMS) });

describe('/terms', () => {
  it('shows the Terms of Service from /api/legal/terms', async () => {
    const { requests } = stubTerms();
    renderWithProviders(<TermsRoute />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'The Early Bird offer' })).toBeTruthy();
    expect((await screen.findByTestId('legal-meta')).textContent).toBe(
      'Version 2026-11-23 · Effective December 1, 2026',
    );
    expect(requests.map((r) => r.url)).toEqual(['/api/legal/terms']);
    expect(document.title).toBe('Terms of Service · Fresh Pouf');
  });

  it('arrives with its text: the server fetches it first, so the HTML reads without the script', async () => {
    const { requests } = stubTerms();
    const queryClient = createQueryClient();
    await prefetch(prefetchContext(queryClient, '/terms'));
    const html = serverRender(<TermsRoute />, queryClient, { route: '/terms' });
    expect(html).toContain('<h2>The Early Bird offer</h2><p>25% off</p>');
    expect(htmlElement(html).querySelector('[data-testid="legal-meta"]')?.textContent).toBe(
      'Version 2026-11-23 · Effective December 1, 2026',
    );
    expect(html).not.toContain('legal-skeleton');
    expect(requests.map((r) => r.url)).toEqual(['/api/legal/terms']);
  });
});
