import type { ReactElement } from 'react';
import { renderWithProviders } from '@fresh-pouf/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

/** Part of the page frame as if the browser were on `route` (the frame answers every path). */
const renderFrame = (ui: ReactElement, { route = '/' }: { route?: string } = {}) =>
  renderWithProviders(ui, { route, path: '*', pages: {} });

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
    renderFrame(<SiteHeader />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    for (const [name, href] of LINKS) {
      expect(nav.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('link', { name: 'Fresh Pouf home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });

  it('opens a mobile menu with the same links, and closes it when one is chosen', async () => {
    const user = userEvent.setup();
    renderFrame(<SiteHeader />);
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
    renderFrame(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('arrives as a native popover the toggle opens without the script, named by its content', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>,
    );
    const toggle = page.querySelector<HTMLButtonElement>('button[aria-controls]');
    const menu = page.querySelector('nav[aria-label="Mobile"]');
    expect(menu?.getAttribute('popover')).toBe('auto');
    expect(toggle?.getAttribute('popovertarget')).toBe(menu?.id);
    expect(toggle?.getAttribute('aria-controls')).toBe(menu?.id);
    // The browser tells the popover's state and CSS shows one of the two names, until the script takes over.
    expect(toggle?.hasAttribute('aria-expanded')).toBe(false);
    expect(toggle?.hasAttribute('aria-label')).toBe(false);
    expect(toggle?.querySelector('.site-mobile-menu__when-closed')?.textContent).toBe('Open menu');
    expect(toggle?.querySelector('.site-mobile-menu__when-open')?.textContent).toBe('Close menu');
    expect(menu?.hasAttribute('hidden')).toBe(false);
    expect(menu?.querySelectorAll('a')).toHaveLength(LINKS.length);
  });

  it('is taken over without a mismatch, then labelled by the script', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const element = (
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    );
    const page = document.createElement('div');
    page.innerHTML = renderToString(element);
    document.body.append(page);
    const problems = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(problems);
    const root = await act(async () => hydrateRoot(page, element, { onRecoverableError: problems }));
    expect(problems).not.toHaveBeenCalled();
    consoleError.mockRestore();
    const toggle = within(page).getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => root.unmount());
    page.remove();
  });
});
