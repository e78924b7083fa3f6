import { createQueryClient } from '@fresh-pouf/api-client';
import { describe, expect, it } from 'vitest';
import { prefetch } from './prefetch';
import { TEST_POST } from '../test/post-fixture';
import { jsonResponse, prefetchContext, stubRequests } from '@fresh-pouf/remote-kit/testing';

const post = TEST_POST;

describe('prefetch (what the server fetches before it renders a blog page)', () => {
  it("asks for a post page's post once and hands it on: the gateway writes the page's title and preview tags from it", async () => {
    const { requests } = stubRequests({ 'GET /api/blog/:slug': () => jsonResponse(200, post) });
    const queryClient = createQueryClient();
    const head = await prefetch(prefetchContext(queryClient, '/blog/fresh-pouf-tips'));
    expect(requests.map((r) => r.url)).toEqual(['/api/blog/fresh-pouf-tips']);
    expect(head).toEqual({ post });
    expect(queryClient.getQueryData(['/api/blog/fresh-pouf-tips'])).toEqual(post);
  });

  it('hands on no post when the blog has none by that slug (the page is then left to the browser)', async () => {
    stubRequests({ 'GET /api/blog/:slug': () => jsonResponse(404, { message: 'Blog post not found' }) });
    const head = await prefetch(prefetchContext(createQueryClient(), '/blog/no-such-post'));
    expect(head).toBeUndefined();
  });

  it('asks for the list once on /blog', async () => {
    const { requests } = stubRequests({ 'GET /api/blog': () => jsonResponse(200, { blogPosts: [] }) });
    const queryClient = createQueryClient();
    const head = await prefetch(prefetchContext(queryClient, '/blog'));
    expect(requests.map((r) => r.url)).toEqual(['/api/blog']);
    expect(head).toBeUndefined();
    expect(queryClient.getQueryData(['/api/blog'])).toEqual([]);
  });
});
