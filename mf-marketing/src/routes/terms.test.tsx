import { jsonResponse } from '@fresh-pouf/api-client/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import TermsRoute from './terms';

afterEach(() => vi.unstubAllGlobals());

describe('/terms', () => {
  it('shows the Terms of Service from /api/legal/terms', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { title: 'Terms of Service', version: '2026-11-23', effectiveDate: '2026-12-01', html: '<h2>The Early Bird offer</h2><p>25% off</p>' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TermsRoute />, { route: '/terms', path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'The Early Bird offer' })).toBeTruthy();
    expect((await screen.findByTestId('legal-meta')).textContent).toBe('Version 2026-11-23 · Effective December 1, 2026');
    expect(String(fetchMock.mock.calls[0]?.at(0))).toBe('/api/legal/terms');
    expect(document.title).toBe('Terms of Service · Fresh Pouf');
  });
});
