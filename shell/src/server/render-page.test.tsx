import { callRoute } from '@fresh-pouf/api-client';
import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { publicApi, remotesConfigSchema } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ServerRemotes from './server-remotes';
import type { ServerRemoteModule } from './server-remotes';

const load = vi.hoisted(() => ({ module: undefined as (() => Promise<ServerRemoteModule>) | undefined }));
vi.mock('./server-remotes', async (original) => ({
  ...(await original<typeof ServerRemotes>()),
  loadServerRemote: () => load.module?.() ?? Promise.reject(new Error('no module')),
}));

const { renderPage } = await import('./render-page');

const remotes = remotesConfigSchema.parse({
  remotes: { blog: '/mf/blog/mf-manifest.json' },
  routes: { blog: { routes: ['/blog'] } },
});
const request = {
  url: '/blog',
  remotes,
  serverEntries: { blog: 'file:///blog/server/remoteEntry.js?v=1' },
  apiOrigin: 'http://127.0.0.1:1',
  dataTimeoutMs: 100,
};

const postsQuery = queryOptions({ queryKey: ['/api/blog'], queryFn: () => Promise.resolve(['First post']) });

function Posts() {
  const { data } = useQuery(postsQuery);
  return <h1>{data?.[0] ?? 'no data'}</h1>;
}

afterEach(() => {
  load.module = undefined;
  vi.unstubAllGlobals();
});

describe('renderPage', () => {
  it("renders the frame and the remote's App with the data its prefetch fetched, and hands that data over", async () => {
    load.module = async () => ({
      default: Posts,
      prefetch: ({ queryClient }) => queryClient.prefetchQuery(postsQuery),
    });
    const result = await renderPage(request);
    expect(result).toMatchObject({ rendered: true, status: 200 });
    if (!result.rendered) return;
    expect(result.html).toContain('<h1>First post</h1>');
    expect(result.html).toContain('Skip to main content');
    expect(result.queries.queries.map((query) => query.queryKey)).toContainEqual(['/api/blog']);
    expect(result.head).toBeUndefined();
  });

  it("hands on what the remote's prefetch says for the page's head (the post the page shows)", async () => {
    load.module = async () => ({
      default: Posts,
      prefetch: async ({ queryClient }) => {
        await queryClient.prefetchQuery(postsQuery);
        return { post: { title: 'First post', slug: 'first-post' } };
      },
    });
    const result = await renderPage(request);
    expect(result).toMatchObject({ rendered: true, head: { post: { title: 'First post', slug: 'first-post' } } });
  });

  it("sends the calls the remote's prefetch makes to the API origin it is given, and keeps that origin out of the page", async () => {
    const { requests } = stubRequests(() => jsonResponse(200, { blogPosts: [] }));
    load.module = async () => ({
      default: Posts,
      prefetch: ({ queryClient }) =>
        queryClient.prefetchQuery({
          queryKey: ['/api/blog'],
          queryFn: async ({ client }) => (await callRoute(publicApi.blog.list, {}, { client })).blogPosts,
        }),
    });
    const result = await renderPage({ ...request, apiOrigin: 'http://127.0.0.1:4101' });
    expect(requests.map((sent) => sent.url)).toEqual(['http://127.0.0.1:4101/api/blog']);
    expect(result.rendered && JSON.stringify(result.queries)).not.toContain('4101');
  });

  it('leaves the page to the browser when the data is late', async () => {
    load.module = async () => ({ default: Posts, prefetch: () => new Promise(() => {}) });
    expect(await renderPage(request)).toEqual({ rendered: false, reason: 'data: no answer within 100 ms' });
  });

  it('leaves the page to the browser when the data fails', async () => {
    const failing = queryOptions({
      queryKey: ['/api/blog'],
      queryFn: (): Promise<string[]> => Promise.reject(new Error('502')),
    });
    load.module = async () => ({ default: Posts, prefetch: ({ queryClient }) => queryClient.prefetchQuery(failing) });
    expect(await renderPage(request)).toEqual({ rendered: false, reason: 'data: a query failed' });
  });

  it("still renders the frame when the remote's server part fails; the remote's place is left to the browser", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await renderPage(request);
    expect(result.rendered).toBe(true);
    if (!result.rendered) return;
    expect(result.html).toContain('Skip to main content');
    expect(result.html).toContain('Loading…');
    expect(result.html).not.toContain('<h1>');
  });

  it('marks a route its remote publishes as islands, when the remote rendered (the browser then takes over only its islands)', async () => {
    const withIslands = remotesConfigSchema.parse({
      remotes: remotes.remotes,
      routes: { blog: { routes: ['/blog'], islands: ['/blog'] } },
    });
    load.module = async () => ({
      default: Posts,
      prefetch: ({ queryClient }) => queryClient.prefetchQuery(postsQuery),
    });
    expect(await renderPage({ ...request, remotes: withIslands })).toMatchObject({ rendered: true, islands: true });
    expect(await renderPage(request)).toMatchObject({ rendered: true, islands: false });

    // Its server part failed: a fallback was drawn, and the browser must take the whole page over.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.module = undefined;
    expect(await renderPage({ ...request, remotes: withIslands })).toMatchObject({ rendered: true, islands: false });
  });

  it('renders nothing for a path no remote publishes, or a remote without a server build', async () => {
    expect(await renderPage({ ...request, url: '/nowhere' })).toEqual({
      rendered: false,
      reason: 'no remote publishes this path',
    });
    expect(await renderPage({ ...request, serverEntries: {} })).toEqual({
      rendered: false,
      reason: 'blog has no server build',
    });
  });

  describe('a form posted as HTML', () => {
    const form = { body: 'name=Jamie+Rivera', headers: { 'x-forwarded-for': '203.0.113.9' }, timeoutMs: 100 };
    const greetingKey = ['greeting'];
    function Greeting() {
      const { data } = useQuery({ queryKey: greetingKey, queryFn: () => 'nobody', staleTime: Infinity });
      return <h1>{data}</h1>;
    }

    it("renders the page with what the remote's action left for it, with the action's status", async () => {
      const seen: { name: string | null; headers: unknown }[] = [];
      load.module = async () => ({
        default: Greeting,
        action: async ({ queryClient, form: posted, headers }) => {
          seen.push({ name: posted.get('name'), headers });
          queryClient.setQueryData(greetingKey, `Hello ${posted.get('name')}`);
          return { status: 422 };
        },
      });
      const result = await renderPage({ ...request, form });
      expect(seen).toEqual([{ name: 'Jamie Rivera', headers: { 'x-forwarded-for': '203.0.113.9' } }]);
      expect(result).toMatchObject({ rendered: true, status: 422 });
      if (result.rendered) expect(result.html).toContain('<h1>Hello Jamie Rivera</h1>');
    });

    it('sends the visitor on when the action names a path of the site, and never off it', async () => {
      load.module = async () => ({ default: Greeting, action: async () => ({ redirect: '/checkout?id=monthly' }) });
      expect(await renderPage({ ...request, form })).toEqual({
        rendered: false,
        reason: 'redirect',
        redirect: '/checkout?id=monthly',
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      for (const elsewhere of ['https://evil.example/', '//evil.example/', '/\\evil.example/']) {
        load.module = async () => ({ default: Greeting, action: async () => ({ redirect: elsewhere }) });
        expect(await renderPage({ ...request, form })).toEqual({
          rendered: false,
          reason: 'action: redirect off the site',
          status: 500,
        });
      }
    });

    it('refuses a form on a page without an action (405), and answers 503 when the action fails or is late', async () => {
      load.module = async () => ({ default: Greeting });
      expect(await renderPage({ ...request, form })).toEqual({
        rendered: false,
        reason: 'this page takes no form',
        status: 405,
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      load.module = async () => ({ default: Greeting, action: () => new Promise(() => {}) });
      expect(await renderPage({ ...request, form })).toEqual({
        rendered: false,
        reason: 'action: no answer within 100 ms',
        status: 503,
      });
    });
  });
});
