import { jsonResponse, renderWithProviders, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './app-routes';

const remotesJson = {
  // The blog publishes its routes but has no manifest to load: as if it were not released.
  remotes: { marketing: '/mf/marketing/mf-manifest.json' },
  routes: { marketing: { routes: ['/'] }, blog: { routes: ['/blog', '/blog/:slug'] } },
};

/** The shell's routes (they answer every path) with the browser at `path`. */
const renderAt = (path: string) => renderWithProviders(<AppRoutes />, { route: path, path: '*', pages: {} });

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));

describe('AppRoutes', () => {
  it('shows the 404 screen, in the site frame, for a path no remote published', async () => {
    stubRequests(() => jsonResponse(200, remotesJson));
    renderAt('/blog/a/b');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    // One "404" on the screen, not a large figure above a heading that says it again.
    expect(screen.getByRole('main').textContent?.match(/404/g)).toHaveLength(1);
  });

  it('gives a published path to its remote, which says so when it is not released', async () => {
    stubRequests(() => jsonResponse(200, remotesJson));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/blog/a-post');
    expect(await screen.findByText("This part of Fresh Pouf isn't open yet")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
  });

  it('shows the diagnostics screen without asking which remotes exist', async () => {
    const { requests } = stubRequests(() => jsonResponse(200, {}));
    renderAt('/test123');
    expect(await screen.findByRole('heading', { name: 'System Diagnostics' })).toBeTruthy();
    expect(requests.map((r) => r.url)).not.toContain('/mf/remotes.json');
  });
});
