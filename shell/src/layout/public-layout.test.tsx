import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PublicLayout } from './public-layout';

function renderPage(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<p>Landing content</p>} />
          <Route path="*" element={<p>Not found content</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('PublicLayout', () => {
  it.each([
    ['/', 'Landing content'],
    ['/no-such-page', 'Not found content'],
  ])('frames %s with the header, the main landmark and the footer', (route, content) => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage(route);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.tabIndex).toBe(-1);
    expect(within(main).getByText(content)).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Quick Links' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(`#${main.id}`);
  });
});
