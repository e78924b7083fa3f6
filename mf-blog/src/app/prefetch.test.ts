import { createQueryClient } from '@fresh-pouf/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from './prefetch';
import { TEST_POST } from '../test/post-fixture';
import { prefetchContext } from '@fresh-pouf/remote-kit/testing';

const post = TEST_POST;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetch (what the server fetches before it renders a blog page)', () => {
  it("asks for a post page's post once, and keeps it under its API path: the gateway writes the page's title and preview tags from that entry", async () => {
    const fetchMock = vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify(post), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    await prefetch(prefetchContext(queryClient, '/blog/fresh-pouf-tips'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/blog/fresh-pouf-tips']);
    // gateway/src/seo/seo.routes.ts looks this key up (blogPostApiPath): keep the two the same.
    expect(queryClient.getQueryData(['/api/blog/fresh-pouf-tips'])).toEqual(post);
  });

  it('asks for the list once on /blog', async () => {
    const fetchMock = vi.fn((_url: string) =>
      Promise.resolve(new Response(JSON.stringify({ blogPosts: [] }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    await prefetch(prefetchContext(queryClient, '/blog'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/blog']);
    expect(queryClient.getQueryData(['/api/blog'])).toEqual([]);
  });
});
