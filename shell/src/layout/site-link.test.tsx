import type { ReactElement } from 'react';
import { currentLocation, renderWithProviders } from '@fresh-pouf/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteLink } from './site-link';

/** Part of the page frame as if the browser were on `route` (the frame answers every path). */
const renderFrame = (ui: ReactElement, { route = '/' }: { route?: string } = {}) =>
  renderWithProviders(ui, { route, path: '*', pages: {} });

const PRICING = { label: 'Pricing', kind: 'section', sectionId: 'pricing' } as const;
const BLOG = { label: 'Blog', kind: 'route', to: '/blog' } as const;

describe('SiteLink', () => {
  it('on another page, a section link points to the landing page anchor and goes there in the app', async () => {
    const user = userEvent.setup();
    renderFrame(<SiteLink link={PRICING} />, { route: '/blog' });
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link.getAttribute('href')).toBe('/#pricing');

    await user.click(link);
    expect(currentLocation()).toBe('/#pricing');
  });

  it('scrolls again when its section is already the current hash', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderFrame(
      <>
        <SiteLink link={PRICING} />
        <section id="pricing" />
      </>,
      { route: '/#pricing' },
    );

    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
    expect(currentLocation()).toBe('/#pricing');
  });

  it('leaves a route link to the router', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderFrame(<SiteLink link={BLOG} onClick={onClick} />, { route: '/#pricing' });
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link.getAttribute('href')).toBe('/blog');

    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe('/blog');
  });
});
