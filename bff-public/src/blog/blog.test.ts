import { BLOG_MESSAGES } from '@fresh-pouf/contracts';
import { internalCall } from 'core-service/testing';
import { describe, expect, it } from 'vitest';
import { useTestBff } from '../testing/use-test-bff';

const { core, bff } = useTestBff();

const post = (slug: string, status: string) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: `Excerpt of ${slug}`,
  content: `The whole content of ${slug}, long enough.`,
  status,
  coverImage: '',
});

/** Posts go in through core, as bff-admin would put them: written by the first admin. */
async function coreCall(method: string, path: string, body?: unknown) {
  const [admin] = await core.query<{ id: number }>("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1");
  return (await internalCall<{ id: number }>(core, method, path, { actor: admin?.id ?? 0, body })).body ?? { id: 0 };
}

const get = (path: string) => fetch(`${bff.url}${path}`);

describe('public blog API', () => {
  it('lists published posts only, newest first, with excerpts and no contents', async () => {
    await coreCall('POST', '/blog', post('first-post', 'published'));
    await coreCall('POST', '/blog', post('secret-draft', 'draft'));
    await coreCall('POST', '/blog', post('second-post', 'published'));
    const res = await get('/api/blog');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { blogPosts: Record<string, unknown>[] };
    // Only this test's posts: another test may publish its own.
    const mine = body.blogPosts.filter((p) => ['first-post', 'secret-draft', 'second-post'].includes(String(p.slug)));
    expect(mine.map((p) => p.slug)).toEqual(['second-post', 'first-post']);
    expect(mine[0]).toMatchObject({
      title: 'Post second-post',
      excerpt: 'Excerpt of second-post',
      status: 'published',
    });
    expect(mine[0]).not.toHaveProperty('content');
  });

  it('answers a post by slug; a draft or unknown slug is a 404 with a message until it is published', async () => {
    await coreCall('POST', '/blog', post('shown-post', 'published'));
    const ok = await get('/api/blog/shown-post');
    expect(ok.status).toBe(200);
    const shown = (await ok.json()) as Record<string, unknown>;
    expect(shown).toMatchObject({ slug: 'shown-post', content: 'The whole content of shown-post, long enough.' });
    expect(shown).not.toHaveProperty('authorId');

    const draft = await coreCall('POST', '/blog', post('later-post', 'draft'));
    for (const slug of ['later-post', 'no-such-post']) {
      const res = await get(`/api/blog/${slug}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: BLOG_MESSAGES.notFound });
    }
    await coreCall('PUT', `/blog/${draft.id}`, post('later-post', 'published'));
    expect((await get('/api/blog/later-post')).status).toBe(200);
    const list = (await (await get('/api/blog')).json()) as { blogPosts: { slug: string }[] };
    expect(list.blogPosts.map((p) => p.slug)).toContain('later-post');
  });

  it('answers an old slug of a published post with a 301 to its API address now', async () => {
    const created = await coreCall('POST', '/blog', post('renamed-post', 'published'));
    await coreCall('PUT', `/blog/${created.id}`, post('renamed-post-now', 'published'));
    const res = await fetch(`${bff.url}/api/blog/renamed-post`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/api/blog/renamed-post-now');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const followed = await get('/api/blog/renamed-post');
    expect(followed.status).toBe(200);
    expect(await followed.json()).toMatchObject({ slug: 'renamed-post-now' });
    expect((await get('/api/blog/never-was-a-post')).status).toBe(404);
  });
});
