import { createQueryClient } from '@fresh-pouf/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogPostRoute from '../../../routes/blog-post';
import { blogPostQueryOptions } from './blog-post';
import { TEST_POST } from '../../../test/post-fixture';

const post = TEST_POST;

/** The post's page with the post already in the cache, fetched at `fetchedAt` (a server-rendered page's data: when the page was asked for). */
function openPostFetchedAt(fetchedAt: number) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(post), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  queryClient.setQueryData(blogPostQueryOptions(post.slug).queryKey, post, { updatedAt: fetchedAt });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/blog/${post.slug}`]}>
        <Routes>
          <Route path="/blog/:slug" element={<BlogPostRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a post the page came with', () => {
  it('is shown without asking the blog again on the load the server rendered', async () => {
    const fetchMock = openPostFetchedAt(Date.now() - 1_500);
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Pouf Tips' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is asked for again on a later visit (a post edited a moment ago shows its new text)', async () => {
    const fetchMock = openPostFetchedAt(Date.now() - 60_000);
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Pouf Tips' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
