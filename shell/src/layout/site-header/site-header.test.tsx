import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../test/render-in-router';
import { SiteHeader } from './site-header';

// Section links name the landing page, so they work from every page of the site.
const LINKS = [
  ['Benefits', '/#benefits'],
  ['How It Works', '/#how-it-works'],
  ['Pricing', '/#pricing'],
  ['Blog', '/blog'],
  ['Join Waitlist', '/#join-waitlist'],
] as const;

describe('Site header', () => {
  it('has the five main links, a home link and a skip link to the main landmark', () => {
    renderInRouter(<SiteHeader />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    for (const [name, href] of LINKS) {
      expect(nav.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('link', { name: 'Fresh Pouf home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });

  it('opens a mobile menu with the same links, and closes it when one is chosen', async () => {
    const user = userEvent.setup();
    renderInRouter(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(toggle.getAttribute('aria-controls')).toBe(menu.id);
    for (const [name, href] of LINKS) {
      expect(within(menu).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }

    await user.click(within(menu).getByRole('link', { name: 'Pricing' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('closes the mobile menu with Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderInRouter(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
