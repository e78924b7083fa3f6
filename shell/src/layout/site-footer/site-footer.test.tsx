import type { ReactElement } from 'react';
import { renderWithProviders } from '@fresh-pouf/remote-kit/testing';
import { BRAND } from '@fresh-pouf/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

/** Part of the page frame as if the browser were on `route` (the frame answers every path). */
const renderFrame = (ui: ReactElement, { route = '/' }: { route?: string } = {}) =>
  renderWithProviders(ui, { route, path: '*', pages: {} });

describe('Site footer', () => {
  it('has quick links, contact, social links, legal links and this year in the copyright', () => {
    renderFrame(<SiteFooter />, { route: '/blog' });
    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    expect(quickLinks.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Benefits', '/#benefits'],
      ['How It Works', '/#how-it-works'],
      ['Pricing', '/#pricing'],
      ['Blog', '/blog'],
      ['Join Waitlist', '/#join-waitlist'],
    ]);
    expect(screen.getByText('Free shipping in the US')).toBeTruthy();
    expect(screen.getByRole('link', { name: BRAND.contactEmail }).getAttribute('href')).toBe(
      `mailto:${BRAND.contactEmail}`,
    );
    for (const network of ['Instagram', 'Facebook', 'TikTok']) {
      expect(screen.getByRole('link', { name: `Fresh Pouf on ${network}` })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByText(`© ${new Date().getFullYear()} Fresh Pouf. All rights reserved.`)).toBeTruthy();
  });
});
