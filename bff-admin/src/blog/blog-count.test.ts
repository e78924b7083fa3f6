import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminFixture, type AdminFixture } from '../testing/admin-fixture';

let fx: AdminFixture;

beforeAll(async () => {
  fx = await startAdminFixture();
});
afterAll(async () => {
  await fx?.close();
});

describe('GET /api/admin/blog-count', () => {
  it('tells an admin and an editor how many posts are published', async () => {
    const admin = await fx.signIn();
    for (const [slug, status] of [
      ['live-post', 'published'],
      ['draft-post', 'draft'],
    ]) {
      await fx.bff.call('POST', '/api/admin/blog', {
        token: admin,
        body: {
          title: `Post ${slug}`,
          slug,
          excerpt: `Excerpt of ${slug}`,
          content: `The whole content of ${slug}, long enough.`,
          status,
          coverImage: '',
        },
      });
    }
    const editor = await fx.signInAsNewEditor('count-editor');
    for (const token of [admin, editor]) {
      const res = await fx.bff.call('GET', '/api/admin/blog-count', { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ published: 1 });
    }
  });

  it('is a 401 without a session', async () => {
    const res = await fx.bff.call('GET', '/api/admin/blog-count', {});
    expect(res.status).toBe(401);
    expect(await res.json()).not.toHaveProperty('published');
  });
});
