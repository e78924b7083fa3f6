import { currentLocation, jsonResponse, notifications, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin';
import { adminStats } from '../test/admin-stats';
import { blogPost } from '../test/blog-post';
import { editorUser, staffUser } from '../test/staff-user';

const admin = staffUser();
const editor = editorUser();
const stats = adminStats({
  totalCount: 4,
  earlyBirdCount: 1,
  familyPlanCount: 1,
  planBreakdown: [
    { plan: 'monthly', count: 3 },
    { plan: 'family', count: 1 },
  ],
  confirmedCount: 3,
  unconfirmedCount: 1,
});
const page = { entries: [], total: 4, nextBefore: null };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('admin login', () => {
  it('stores token and user and goes to the dashboard, sending the bearer token from then on', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'stale');
    const { requests: sent } = stubRequests({
      '/api/admin/login': () => jsonResponse(200, { token: 'tok-1', user: admin }),
      '/api/admin/stats/funnel': () => jsonResponse(200, { days: 30, daily: [] }),
      '/api/admin/stats': () => jsonResponse(200, stats),
      '/api/admin/waitlist': () => jsonResponse(200, page),
    });
    renderAdmin('/admin/login');
    await userEvent.type(screen.getByLabelText('Username'), 'chief');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentLocation()).toBe('/admin/dashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('tok-1');
    expect(within(notifications()).getByText('Welcome to the admin dashboard!')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      url: '/api/admin/login',
      body: { username: 'chief', password: 'secret-password' },
      authorization: undefined,
    });
    expect(await screen.findByText('4', { selector: '[data-testid="totalCount"]' })).toBeTruthy();
    expect(sent.find((s) => s.url === '/api/admin/stats')?.authorization).toBe('Bearer tok-1');
  });

  it('keeps the pending user in session storage and goes to /admin/two-factor', async () => {
    stubRequests({ '/api/admin/login': () => jsonResponse(200, { requireTwoFactor: true, user: admin }) });
    renderAdmin('/admin/login');
    await userEvent.type(screen.getByLabelText('Username'), 'chief');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/two-factor'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pendingTwoFactorUser) ?? '{}')).toMatchObject({
      username: 'chief',
    });
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(within(notifications()).getByText('Verification Required')).toBeTruthy();
    expect(screen.getByText('chief')).toBeTruthy();
  });

  it('shows the server message, or the default, when login fails', async () => {
    stubRequests({ '/api/admin/login': () => jsonResponse(401, { message: 'Invalid username or password' }) });
    renderAdmin('/admin/login');
    await userEvent.type(screen.getByLabelText('Username'), 'chief');
    await userEvent.type(screen.getByLabelText('Password'), 'nope-nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await within(notifications()).findByText('Login failed')).toBeTruthy();
    expect(within(notifications()).getByText('Invalid username or password')).toBeTruthy();
    expect(currentLocation()).toBe('/admin/login');
  });
});

describe('guards', () => {
  it('sends the dashboard without a stored user to login with the toast', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    stubRequests({});
    renderAdmin('/admin/dashboard');
    await waitFor(() => expect(currentLocation()).toBe('/admin/login'));
    expect(within(notifications()).getByText('Authentication required')).toBeTruthy();
  });

  it('ends the session when the server refuses the token', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'revoked');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(admin));
    stubRequests({
      '/api/admin/*': () => jsonResponse(401, { message: 'Your session has ended. Please sign in again.' }),
    });
    renderAdmin('/admin/dashboard');
    await waitFor(() => expect(currentLocation()).toBe('/admin/login'));
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('hides the Users tab from an editor, even when the hash asks for it', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(editor));
    stubRequests({});
    renderAdmin('/admin/profile#users');
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
    expect(screen.getAllByText('Editor').length).toBeGreaterThan(0);
    // Nor a link to it anywhere: the server would refuse an editor anyway.
    expect(screen.queryByRole('link', { name: 'User Management' })).toBeNull();
    // The sidebar marks where the editor is: My Account, as the hash names no tab they may see.
    const current = screen.getByRole('navigation', { name: 'Admin' }).querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('My Account');
  });
});

describe('change password', () => {
  it('checks in the spec order before calling', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(admin));
    const { requests: sent } = stubRequests({
      '/api/admin/change-password': () => jsonResponse(200, { message: 'Password changed', token: 'tok-2' }),
    });
    renderAdmin('/admin/profile#security');
    const submit = await screen.findByRole('button', { name: 'Change Password' });
    const expectToast = async (text: string) => expect(await within(notifications()).findByText(text)).toBeTruthy();

    await userEvent.click(submit);
    await expectToast('Current password is required');
    await userEvent.type(screen.getByLabelText('Current Password'), 'old-password');
    await userEvent.click(submit);
    await expectToast('New password is required');
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'other');
    await userEvent.click(submit);
    await expectToast('New passwords do not match');
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'short');
    await userEvent.click(submit);
    await expectToast('New password must be at least 8 characters long');
    expect(sent).toHaveLength(0);

    for (const field of ['New Password', 'Confirm New Password']) {
      await userEvent.clear(screen.getByLabelText(field));
      await userEvent.type(screen.getByLabelText(field), 'a-long-new-password');
    }
    await userEvent.click(submit);
    await expectToast('Password changed');
    expect(sent[0]?.body).toEqual({ currentPassword: 'old-password', newPassword: 'a-long-new-password' });
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('tok-2');
  });
});

describe('failed calls, handled once for every screen', () => {
  const signIn = () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(admin));
  };

  it('a session refused during an action says so and goes to login', async () => {
    signIn();
    stubRequests({
      '/api/admin/change-password': () =>
        jsonResponse(401, { message: 'Your session has ended. Please sign in again.' }),
    });
    renderAdmin('/admin/profile#security');
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-password');
    for (const field of ['New Password', 'Confirm New Password'])
      await userEvent.type(screen.getByLabelText(field), 'a-long-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/login'));
    expect(within(notifications()).getByText('Authentication required')).toBeTruthy();
    expect(within(notifications()).queryByText('Failed to change password')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('a taken username (409) is a failure with the server message', async () => {
    signIn();
    stubRequests({
      '/api/admin/users': () => jsonResponse(200, { users: [] }),
      '/api/admin/create-user': () => jsonResponse(409, { message: 'That username is already taken' }),
    });
    renderAdmin('/admin/profile#users');
    await userEvent.type(await screen.findByLabelText('Username'), 'editor-one');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Editor One');
    await userEvent.type(screen.getByLabelText('Email'), 'one@freshpouf.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await within(notifications()).findByText('Failed to create user')).toBeTruthy();
    expect(within(notifications()).getByText('That username is already taken')).toBeTruthy();
  });

  it('create user checks with the server schema before calling', async () => {
    signIn();
    const { requests: sent } = stubRequests({ '/api/admin/users': () => jsonResponse(200, { users: [] }) });
    renderAdmin('/admin/profile#users');
    await userEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    expect(await within(notifications()).findByText('All fields are required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Username'), 'editor-one');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Editor One');
    await userEvent.type(screen.getByLabelText('Email'), 'one@freshpouf.com');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await within(notifications()).findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/admin/create-user')).toHaveLength(0);
  });
});

describe('blog editor', () => {
  const post = blogPost();

  it('starts from the loaded post, and a slug already taken (409) shows the server message', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(admin));
    const { requests: sent } = stubRequests({
      '/api/admin/blog/7': (request) =>
        request.method === 'PUT'
          ? jsonResponse(409, { message: 'A blog post with this slug already exists' })
          : jsonResponse(200, post),
    });
    renderAdmin('/admin/blog/7');
    expect(await screen.findByDisplayValue('Fresh Pouf Tips')).toBeTruthy();
    expect(screen.getByLabelText('Content')).toHaveProperty('value', post.content);
    await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await within(notifications()).findByText('A blog post with this slug already exists')).toBeTruthy();
    expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({
      title: post.title,
      slug: post.slug,
      status: 'published',
    });
    expect(currentLocation()).toBe('/admin/blog/7');
  });

  it("says under the slug field that a published post's old address will redirect when its slug changes", async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(admin));
    stubRequests({ '/api/admin/blog/7': () => jsonResponse(200, post) });
    renderAdmin('/admin/blog/7');
    const title = await screen.findByDisplayValue('Fresh Pouf Tips');
    expect(screen.queryByText(/will redirect/)).toBeNull();
    await userEvent.type(title, ' Revised');
    const slug = screen.getByLabelText('Slug');
    expect(slug).toHaveProperty('value', 'fresh-pouf-tips-revised');
    const notice = screen.getByText(
      /old address \/blog\/fresh-pouf-tips will redirect to \/blog\/fresh-pouf-tips-revised/,
    );
    expect(slug.getAttribute('aria-describedby')).toContain(notice.id);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'fresh-pouf-tips');
    expect(screen.queryByText(/will redirect/)).toBeNull();
  });

  it('saving with no session goes to login without a toast', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(admin));
    stubRequests({
      '/api/admin/blog': () => jsonResponse(401, { message: 'Your session has ended. Please sign in again.' }),
    });
    renderAdmin('/admin/blog/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'A New Post');
    await userEvent.type(screen.getByLabelText('Excerpt'), 'A short summary.');
    await userEvent.type(screen.getByLabelText('Content'), 'Long enough content for a post.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/login'));
    expect(within(notifications()).queryByText('Authentication required')).toBeNull();
  });
});
