import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, waitFor } from '@testing-library/react';
import { matchPath } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin';
import { blogPost } from '../test/blog-post';
import { editorUser, staffUser } from '../test/staff-user';
import { pageParts } from './page-parts';
import { remoteRoutes } from './routes';

// The route table (routes.ts) is the one place a screen is declared: what it publishes, the
// sidebar, the titles and the page parts below all come from its entries.

/** Path opened, the tab's title, the sidebar link marked: a row for every signed-in screen. */
const TITLES: [string, string, string][] = [
  ['/admin/dashboard', 'Dashboard · Fresh Pouf', 'Dashboard'],
  ['/admin/waitlist', 'Waitlist Management · Fresh Pouf', 'Waitlist Entries'],
  ['/admin/blog-management', 'Blog Management · Fresh Pouf', 'Blog Management'],
  ['/admin/blog/new', 'Create New Blog Post · Fresh Pouf', 'Blog Management'],
  ['/admin/blog/7', 'Edit Blog Post · Fresh Pouf', 'Blog Management'],
  ['/admin/profile', 'Account Settings · Fresh Pouf', 'My Account'],
  ['/admin/profile#users', 'Account Settings · Fresh Pouf', 'User Management'],
  ['/admin/profile#security', 'Account Settings · Fresh Pouf', 'Security Settings'],
  ['/admin/stripe-events', 'Stripe Events · Fresh Pouf', 'Stripe Events'],
  ['/admin/announcements', 'Announcements · Fresh Pouf', 'Announcements'],
];

const admin = staffUser();
const editor = editorUser();
const post = blogPost();

function signIn(user: ReturnType<typeof staffUser>) {
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
}

const sidebar = () => screen.getByRole('navigation', { name: 'Admin' });
const sidebarLinks = () =>
  [...sidebar().querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.title = 'Untitled';
});

describe('the staff route table', () => {
  it('publishes every screen path, in the table order, for the gateway and the shell', () => {
    expect(remoteRoutes).toEqual({
      routes: [
        '/admin/login',
        '/admin/two-factor',
        '/admin/dashboard',
        '/admin/profile',
        '/admin/waitlist',
        '/admin/blog-management',
        '/admin/blog/:id',
        '/admin/stripe-events',
        '/admin/announcements',
      ],
      frame: 'none',
    });
  });

  it('has a title row for every signed-in screen', () => {
    const untitled = Object.keys(pageParts()).filter(
      (screenPath) => !TITLES.some(([path]) => matchPath(screenPath, path)),
    );
    expect(untitled).toEqual([]);
  });

  it('gives the signed-in screens, and only them, a first paint', () => {
    expect(Object.keys(pageParts()).sort()).toEqual([
      '/admin/announcements',
      '/admin/blog-management',
      '/admin/blog/:id',
      '/admin/dashboard',
      '/admin/profile',
      '/admin/stripe-events',
      '/admin/waitlist',
    ]);
  });

  it.each([
    {
      what: "draws an admin's sidebar in its order, each link to its screen",
      user: admin,
      links: [
        ['Dashboard', '/admin/dashboard'],
        ['Waitlist Entries', '/admin/waitlist'],
        ['Blog Management', '/admin/blog-management'],
        ['User Management', '/admin/profile#users'],
        ['Stripe Events', '/admin/stripe-events'],
        ['Announcements', '/admin/announcements'],
        ['Security Settings', '/admin/profile#security'],
        ['My Account', '/admin/profile'],
      ],
    },
    {
      what: "leaves the admins' links out of an editor's sidebar",
      user: editor,
      links: [
        ['Dashboard', '/admin/dashboard'],
        ['Waitlist Entries', '/admin/waitlist'],
        ['Blog Management', '/admin/blog-management'],
        ['Security Settings', '/admin/profile#security'],
        ['My Account', '/admin/profile'],
      ],
    },
  ])('$what', async ({ user, links }) => {
    signIn(user);
    stubRequests({});
    renderAdmin('/admin/stripe-events');
    await screen.findByRole('navigation', { name: 'Admin' });
    expect(sidebarLinks()).toEqual(links);
  });

  it.each(TITLES)('titles %s "%s" and marks %s in the sidebar', async (path, title, current) => {
    signIn(admin);
    stubRequests({ '/api/admin/blog/7': () => jsonResponse(200, post) });
    renderAdmin(path);
    await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(document.title).toBe(title));
    const marked = [...sidebar().querySelectorAll('[aria-current="page"]')].map((link) => link.textContent);
    expect(marked).toEqual([current]);
  });

  it('sends a signed-out visitor of a signed-in screen to the login, titled as the login', async () => {
    stubRequests({});
    renderAdmin('/admin/announcements');
    await screen.findByRole('heading', { name: 'Admin Login' });
    await waitFor(() => expect(document.title).toBe('Admin Login · Fresh Pouf'));
  });
});
