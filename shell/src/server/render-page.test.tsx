import { remotesConfigSchema } from '@fresh-pouf/contracts';
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
});

describe('renderPage', () => {
  it("renders the frame and the remote's App with the data its prefetch fetched, and hands that data over", async () => {
    load.module = async () => ({ default: Posts, prefetch: ({ queryClient }) => queryClient.prefetchQuery(postsQuery) });
    const result = await renderPage(request);
    expect(result.rendered).toBe(true);
    if (!result.rendered) return;
    expect(result.html).toContain('<h1>First post</h1>');
    expect(result.html).toContain('Skip to main content');
    expect(result.queries.queries.map((query) => query.queryKey)).toContainEqual(['/api/blog']);
  });

  it('leaves the page to the browser when the data is late', async () => {
    load.module = async () => ({ default: Posts, prefetch: () => new Promise(() => {}) });
    expect(await renderPage(request)).toEqual({ rendered: false, reason: 'data: no answer within 100 ms' });
  });

  it('leaves the page to the browser when the data fails', async () => {
    const failing = queryOptions({ queryKey: ['/api/blog'], queryFn: (): Promise<string[]> => Promise.reject(new Error('502')) });
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

  it('renders nothing for a path no remote publishes, or a remote without a server build', async () => {
    expect(await renderPage({ ...request, url: '/nowhere' })).toEqual({ rendered: false, reason: 'no remote publishes this path' });
    expect(await renderPage({ ...request, serverEntries: {} })).toEqual({ rendered: false, reason: 'blog has no server build' });
  });
});
