import { BRAND } from '@fresh-pouf/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../test/render-in-router';
import { SiteFooter } from './site-footer';

describe('Site footer', () => {
  it('has quick links, contact, social links, legal links and this year in the copyright', () => {
    renderInRouter(<SiteFooter />, { route: '/blog' });
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
