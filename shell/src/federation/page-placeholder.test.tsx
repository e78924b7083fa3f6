import { PAGE_PLACEHOLDER_ID } from '@fresh-pouf/contracts/values';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteModule } from './load-remote-module';
import { RemoteRoute } from './remote-route';

let settle: { resolve(module: RemoteModule): void; reject(error: Error): void };
vi.mock('./load-remote-module', () => ({
  loadRemoteApp: () =>
    new Promise<RemoteModule>((resolve, reject) => {
      settle = { resolve, reject };
    }),
}));

// The page as the gateway sends a staff screen: the frame's placeholder before #root.
beforeEach(() => {
  document.body.innerHTML = `<div id="${PAGE_PLACEHOLDER_ID}" inert aria-hidden="true"><p>Fresh Pouf Admin</p></div>`;
});

const placeholder = () => document.getElementById(PAGE_PLACEHOLDER_ID);
const renderRoute = () =>
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <RemoteRoute remote="admin" />
    </MemoryRouter>,
  );

describe("the page's frame placeholder while the remote loads", () => {
  it('stays instead of a spinner (a screen reader hears "Loading…"), and goes as the App draws', async () => {
    const { container } = renderRoute();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('.shell-remote-loading')).toBeNull();
    expect(placeholder()).not.toBeNull();

    settle.resolve({ default: () => <h1>Dashboard</h1> });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(placeholder()).toBeNull();
  });

  it('draws the App as soon as its code is in, without React holding the reveal back', async () => {
    renderRoute();
    settle.resolve({ default: () => <h1>Dashboard</h1> });
    // React on its own reveals a boundary's content 300 ms after it showed the fallback at the soonest.
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 250 })).toBeTruthy();
    expect(placeholder()).toBeNull();
  });

  it('goes when the remote fails, leaving the fallback card alone on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute();
    settle.reject(new Error('chunk failed'));
    expect(await screen.findByText("This part of the page didn't load")).toBeTruthy();
    await waitFor(() => expect(placeholder()).toBeNull());
  });

  it('leaves the spinner where the page has no placeholder', () => {
    document.body.innerHTML = '';
    const { container } = renderRoute();
    expect(container.querySelector('.shell-remote-loading')).not.toBeNull();
  });
});
