import { createQueryClient } from '@fresh-pouf/api-client';
import { describe, expect, it } from 'vitest';
import { prefetch } from './prefetch';
import { TEST_POST } from '../test/post-fixture';
import { jsonResponse, prefetchContext, stubRequests } from '@fresh-pouf/remote-kit/testing';

const post = TEST_POST;

describe('prefetch (what the server fetches before it renders a blog page)', () => {
  it("asks for a post page's post once, and keeps it under its API path: the gateway writes the page's title and preview tags from that entry", async () => {
    const { requests } = stubRequests({ 'GET /api/blog/:slug': () => jsonResponse(200, post) });
    const queryClient = createQueryClient();
    await prefetch(prefetchContext(queryClient, '/blog/fresh-pouf-tips'));
    expect(requests.map((r) => r.url)).toEqual(['/api/blog/fresh-pouf-tips']);
    // gateway/src/seo/seo.routes.ts looks this key up (blogPostApiPath): keep the two the same.
    expect(queryClient.getQueryData(['/api/blog/fresh-pouf-tips'])).toEqual(post);
  });

  it('asks for the list once on /blog', async () => {
    const { requests } = stubRequests({ 'GET /api/blog': () => jsonResponse(200, { blogPosts: [] }) });
    const queryClient = createQueryClient();
    await prefetch(prefetchContext(queryClient, '/blog'));
    expect(requests.map((r) => r.url)).toEqual(['/api/blog']);
    expect(queryClient.getQueryData(['/api/blog'])).toEqual([]);
  });
});
