import { createQueryClient } from '@fresh-pouf/api-client';
import { jsonResponse, renderWithProviders, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BlogPostRoute from '../../../routes/blog-post';
import { blogPostQueryOptions } from './blog-post';
import { TEST_POST } from '../../../test/post-fixture';

const post = TEST_POST;

/** The post's page with the post already in the cache, fetched at `fetchedAt` (a server-rendered page's data: when the page was asked for). */
function openPostFetchedAt(fetchedAt: number) {
  const { requests } = stubRequests({ [`GET /api/blog/${post.slug}`]: () => jsonResponse(200, post) });
  const queryClient = createQueryClient();
  queryClient.setQueryData(blogPostQueryOptions(post.slug).queryKey, post, { updatedAt: fetchedAt });
  renderWithProviders(<BlogPostRoute />, { route: `/blog/${post.slug}`, path: '/blog/:slug', queryClient });
  return requests;
}

describe('a post the page came with', () => {
  it('is shown without asking the blog again on the load the server rendered', async () => {
    const requests = openPostFetchedAt(Date.now() - 1_500);
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Pouf Tips' })).toBeTruthy();
    // Nothing to poll for: a refetch would have been asked for by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('is asked for again on a later visit (a post edited a moment ago shows its new text)', async () => {
    const requests = openPostFetchedAt(Date.now() - 60_000);
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Pouf Tips' })).toBeTruthy();
    await waitFor(() =>
      expect(requests.map((sent) => `${sent.method} ${sent.url}`)).toEqual([`GET /api/blog/${post.slug}`]),
    );
  });
});
