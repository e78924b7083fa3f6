import { BLOG_MESSAGES } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminFixture, type AdminFixture } from '../testing/admin-fixture';

let fx: AdminFixture;
let token: string;

const valid = {
  title: 'Why Fresh Poufs Matter',
  slug: 'why-fresh-poufs-matter',
  excerpt: 'A short look at pouf hygiene.',
  content: 'Poufs collect bacteria over weeks of use; replace them often.',
  status: 'draft',
  coverImage: 'https://images.example.com/pouf.jpg',
};

interface Post {
  id: number;
  title: string;
  slug: string;
  status: string;
  authorId: number | null;
  publishDate: string | null;
  content: string;
  coverImage: string | null;
}

beforeAll(async () => {
  fx = await startAdminFixture();
  token = await fx.signIn();
});
afterAll(async () => {
  await fx?.close();
});

const create = (body: unknown, t: string | undefined = token) =>
  fx.bff.call('POST', '/api/admin/blog', { body, token: t });

describe('admin blog API', () => {
  it('creates, reads, updates and deletes a post; the author is the signed-in user', async () => {
    const created = await create(valid);
    expect(created.status).toBe(201);
    const post = (await created.json()) as Post;
    const [admin] = await fx.core.query<{ id: number }>(`SELECT id FROM users WHERE username = 'chief'`);
    expect(post).toMatchObject({
      title: valid.title,
      slug: valid.slug,
      status: 'draft',
      authorId: admin?.id,
      publishDate: null,
    });

    const read = await fx.bff.call('GET', `/api/admin/blog/${post.id}`, { token });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ content: valid.content, coverImage: valid.coverImage });

    const updated = await fx.bff.call('PUT', `/api/admin/blog/${post.id}`, {
      token,
      body: { ...valid, title: 'Fresh Poufs, Updated', status: 'published', coverImage: '' },
    });
    expect(updated.status).toBe(200);
    const live = (await updated.json()) as Post;
    expect(live).toMatchObject({ title: 'Fresh Poufs, Updated', status: 'published', coverImage: null });
    expect(live.publishDate).toEqual(expect.stringMatching(/^\d{4}-/));

    // Back to draft and published again: the first publication date stays.
    await fx.bff.call('PUT', `/api/admin/blog/${post.id}`, { token, body: { ...valid, status: 'draft' } });
    const again = (await (
      await fx.bff.call('PUT', `/api/admin/blog/${post.id}`, { token, body: { ...valid, status: 'published' } })
    ).json()) as Post;
    expect(again.publishDate).toBe(live.publishDate);

    const list = (await (await fx.bff.call('GET', '/api/admin/blog?status=published', { token })).json()) as {
      blogPosts: Post[];
    };
    expect(list.blogPosts.map((p) => p.id)).toContain(post.id);
    expect(list.blogPosts[0]).not.toHaveProperty('content');
    const drafts = (await (await fx.bff.call('GET', '/api/admin/blog?status=draft', { token })).json()) as {
      blogPosts: Post[];
    };
    expect(drafts.blogPosts.map((p) => p.id)).not.toContain(post.id);

    const deleted = await fx.bff.call('DELETE', `/api/admin/blog/${post.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    const gone = await fx.bff.call('GET', `/api/admin/blog/${post.id}`, { token });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ message: BLOG_MESSAGES.notFound });
    expect((await fx.bff.call('DELETE', `/api/admin/blog/${post.id}`, { token })).status).toBe(404);
  });

  it.each([
    [{ title: 'ab' }, BLOG_MESSAGES.title],
    [{ slug: 'ab' }, BLOG_MESSAGES.slug],
    [{ slug: 'Not A Slug!' }, BLOG_MESSAGES.slugFormat],
    [{ content: 'too short' }, BLOG_MESSAGES.content],
    [{ excerpt: 'short' }, BLOG_MESSAGES.excerpt],
    [{ status: 'archived' }, BLOG_MESSAGES.status],
    [{ coverImage: 'javascript:alert(1)' }, BLOG_MESSAGES.coverImage],
    [{ coverImage: 'ftp://example.com/x.png' }, BLOG_MESSAGES.coverImage],
  ])('refuses %o with its message', async (change, message) => {
    const res = await create({ ...valid, slug: `bad-${Math.random().toString(36).slice(2)}`, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });

  it('answers 409 with a message for a slug already taken, on create and on update', async () => {
    expect((await create({ ...valid, slug: 'taken-slug' })).status).toBe(201);
    const dup = await create({ ...valid, slug: 'taken-slug' });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ message: BLOG_MESSAGES.slugTaken });
    const other = (await (await create({ ...valid, slug: 'other-slug' })).json()) as Post;
    const clash = await fx.bff.call('PUT', `/api/admin/blog/${other.id}`, {
      token,
      body: { ...valid, slug: 'taken-slug' },
    });
    expect(clash.status).toBe(409);
  });

  it('stores markup as written', async () => {
    const content = '<img src=x onerror=alert(1)> and <script>alert(2)</script>';
    const post = (await (await create({ ...valid, slug: 'markup', content })).json()) as Post;
    expect(((await (await fx.bff.call('GET', `/api/admin/blog/${post.id}`, { token })).json()) as Post).content).toBe(
      content,
    );
  });

  it('needs a session for every call', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/blog'],
      ['GET', '/api/admin/blog/1'],
      ['POST', '/api/admin/blog'],
      ['PUT', '/api/admin/blog/1'],
      ['DELETE', '/api/admin/blog/1'],
    ] as const) {
      expect(
        (await fx.bff.call(method, path, { body: method === 'POST' || method === 'PUT' ? valid : undefined })).status,
      ).toBe(401);
      expect((await fx.bff.call(method, path, { token: 'not.a.token' })).status).toBe(401);
    }
  });

  it('lets an editor manage posts', async () => {
    const staff = await fx.bff.call('POST', '/api/admin/create-user', {
      token,
      body: {
        username: 'writer',
        email: 'writer@freshpouf.com',
        password: 'writer-password',
        fullName: 'Wren Writer',
        role: 'editor',
      },
    });
    expect(staff.status).toBeLessThan(300);
    const editor = await fx.signIn('writer', 'writer-password');
    expect((await create({ ...valid, slug: 'by-editor' }, editor)).status).toBe(201);
  });
});
