import { jsonResponse, notifications, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin';
import { editorUser, staffUser } from '../../test/staff-user';

afterEach(() => localStorage.clear());

describe('Published posts screen', () => {
  it.each([
    ['an admin', staffUser()],
    ['an editor', editorUser()],
  ])('shows %s how many posts are published', async (_who, user) => {
    const { requests } = stubRequests({ 'GET /api/admin/blog-count': () => jsonResponse(200, { published: 1234 }) });
    renderAdmin('/admin/post-count', { signedInAs: user });
    expect(await screen.findByText('1,234 posts are published.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Published posts');
    expect(requests.map((r) => `${r.method} ${r.url} ${r.authorization}`)).toEqual([
      'GET /api/admin/blog-count Bearer tok',
    ]);
  });

  it('says one post in the singular', async () => {
    stubRequests({ 'GET /api/admin/blog-count': () => jsonResponse(200, { published: 1 }) });
    renderAdmin('/admin/post-count', { signedInAs: staffUser() });
    expect(await screen.findByText('1 post is published.')).toBeTruthy();
  });

  it('says the count could not be loaded, with a toast, when the service fails', async () => {
    stubRequests({
      'GET /api/admin/blog-count': () =>
        jsonResponse(503, { message: 'The service is temporarily unavailable. Please try again in a moment.' }),
    });
    renderAdmin('/admin/post-count', { signedInAs: staffUser() });
    expect(await screen.findByText('The count could not be loaded.')).toBeTruthy();
    expect(
      await within(notifications()).findByText('The service is temporarily unavailable. Please try again in a moment.'),
    ).toBeTruthy();
  });
});
