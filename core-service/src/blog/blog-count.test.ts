import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, startTestCore, type TestCore } from '../testing';

let core: TestCore;
let authorId: number;

beforeAll(async () => {
  core = await startTestCore();
  const [admin] = await core.query<{ id: number }>("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1");
  authorId = admin?.id ?? 0;
});
afterAll(async () => {
  await core?.close();
});

const write = (method: string, path: string, slug: string, status: 'draft' | 'published') =>
  internalCall<{ id: number }>(core, method, path, {
    actor: authorId,
    body: {
      title: 'Pouf care',
      slug,
      excerpt: 'How to keep a pouf fresh.',
      content: 'Rinse it, hang it up, and replace it every month.',
      status,
      coverImage: '',
    },
  });

describe('the count of published posts, through the real API and PostgreSQL', () => {
  it('counts published posts only: drafts and unpublished posts are not counted', async () => {
    expect((await internalCall(core, 'GET', '/blog-count')).body).toEqual({ published: 0 });

    const first = await write('POST', '/blog', 'count-first', 'published');
    await write('POST', '/blog', 'count-second', 'published');
    await write('POST', '/blog', 'count-draft', 'draft');
    const counted = await internalCall(core, 'GET', '/blog-count');
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({ published: 2 });

    await write('PUT', `/blog/${first.body?.id}`, 'count-first', 'draft');
    expect((await internalCall(core, 'GET', '/blog-count')).body).toEqual({ published: 1 });
  });

  it('answers no caller without the service token', async () => {
    const answer = await internalCall(core, 'GET', '/blog-count', { token: null });
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain('published');
  });
});
