import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, startTestCore, type TestCore } from '../testing';

let core: TestCore;
/** The first admin, who writes every post here (bff-admin names the signed-in staff member). */
let authorId: number;

beforeAll(async () => {
  core = await startTestCore();
  const [admin] = await core.query<{ id: number }>("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1");
  authorId = admin?.id ?? 0;
});
afterAll(async () => {
  await core?.close();
});

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pouf care',
  slug: `pouf-care-${Math.random().toString(36).slice(2, 8)}`,
  excerpt: 'How to keep a pouf fresh.',
  content: 'Rinse it, hang it up, and replace it every month.',
  status: 'published',
  coverImage: '',
  ...overrides,
});

async function call(method: string, path: string, body: unknown) {
  const res = await internalCall<{ id: number; message: string; fieldErrors?: Record<string, string[]> }>(
    core,
    method,
    path,
    { actor: authorId, body },
  );
  return { status: res.status, json: res.body ?? { id: 0, message: res.text } };
}

interface Row {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
}
const rows = () => core.query<Row>('SELECT title, slug, excerpt, content FROM blog_posts ORDER BY id');

describe('text from staff, through the real API and PostgreSQL', () => {
  // Before: PostgreSQL cannot store NUL, and sequelize wrote the two characters `\0` in its place.
  it.each([
    ['title', 'Pouf\u0000care', 'Title must not contain line breaks or control characters'],
    ['slug', 'pouf-care\u0000', 'Slug must not contain line breaks or control characters'],
    ['excerpt', 'How to keep\u0000 a pouf fresh.', 'Excerpt must not contain NUL characters'],
    ['content', 'Rinse it,\u0000 hang it up, and replace it every month.', 'Content must not contain NUL characters'],
  ])('a NUL in the %s is a 400 with its message, and nothing is stored', async (field, value, message) => {
    const before = await rows();
    const created = await call('POST', '/blog', post({ [field]: value }));
    expect(created.status).toBe(400);
    expect(created.json.fieldErrors?.[field]).toEqual([message]);
    expect(await rows()).toEqual(before);
  });

  it('a NUL in an edit is a 400 and leaves the stored post as it was', async () => {
    const original = post();
    const { json } = await call('POST', '/blog', original);
    const edited = await call('PUT', `/blog/${json.id}`, {
      ...original,
      title: 'Edited',
      content: `${original.content}\u0000`,
    });
    expect(edited.status).toBe(400);
    expect(edited.json.message).toBe('Content must not contain NUL characters');
    const [row] = await core.query<Row>('SELECT title, slug, excerpt, content FROM blog_posts WHERE id = $1', [
      json.id,
    ]);
    expect(row).toEqual({
      title: 'Pouf care',
      slug: original.slug,
      excerpt: original.excerpt,
      content: original.content,
    });
  });

  it('a control character in a title is a 400; in an excerpt or content it is removed and the line breaks kept', async () => {
    const refused = await call('POST', '/blog', post({ title: 'Pouf\u0001care\u001F' }));
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Title must not contain line breaks or control characters');

    const sent = post({
      excerpt: 'How to keep\u000C a pouf\u0001 fresh.\uFFFE',
      content: 'Rinse it,\u000B hang it up.\n\n\tReplace it\u001B every month.\uD800',
    });
    const created = await call('POST', '/blog', sent);
    expect(created.status).toBe(201);
    const [row] = await core.query<Row>('SELECT title, slug, excerpt, content FROM blog_posts WHERE id = $1', [
      created.json.id,
    ]);
    expect(row).toEqual({
      title: 'Pouf care',
      slug: sent.slug,
      excerpt: 'How to keep a pouf fresh.',
      content: 'Rinse it, hang it up.\n\n\tReplace it every month.',
    });
  });
});

describe('old slugs of published posts', () => {
  const moved = (slug: string) =>
    internalCall<{ slug?: string }>(core, 'GET', `/blog/moved/${slug}`).then((res) => ({
      status: res.status,
      json: res.body ?? {},
    }));

  it("keeps the old slug of a published post whose slug changes, each pointing at the post's slug now", async () => {
    const first = post();
    const created = await call('POST', '/blog', first);
    const second = `${first.slug}-second`;
    const third = `${first.slug}-third`;
    expect((await call('PUT', `/blog/${created.json.id}`, { ...first, slug: second })).status).toBe(200);
    expect(await moved(first.slug)).toEqual({ status: 200, json: { slug: second } });
    expect((await call('PUT', `/blog/${created.json.id}`, { ...first, slug: third })).status).toBe(200);
    // No chains: both old slugs lead straight to the current one.
    expect((await moved(first.slug)).json).toEqual({ slug: third });
    expect((await moved(second)).json).toEqual({ slug: third });
    expect((await moved(third)).status).toBe(404);

    // Taken again by the same post, or by another one: the post answers, not a redirect.
    expect((await call('PUT', `/blog/${created.json.id}`, { ...first, slug: first.slug })).status).toBe(200);
    expect((await moved(first.slug)).status).toBe(404);
    expect((await call('POST', '/blog', post({ slug: second }))).status).toBe(201);
    expect((await moved(second)).status).toBe(404);
    expect((await moved(third)).json).toEqual({ slug: first.slug });
  });

  it('keeps nothing for a draft, and answers no old slug of a post that is not live', async () => {
    const draft = post({ status: 'draft' });
    const created = await call('POST', '/blog', draft);
    await call('PUT', `/blog/${created.json.id}`, { ...draft, slug: `${draft.slug}-renamed` });
    expect((await moved(draft.slug)).status).toBe(404);

    const live = post();
    const published = await call('POST', '/blog', live);
    await call('PUT', `/blog/${published.json.id}`, { ...live, slug: `${live.slug}-renamed` });
    expect((await moved(live.slug)).status).toBe(200);
    await call('PUT', `/blog/${published.json.id}`, { ...live, slug: `${live.slug}-renamed`, status: 'draft' });
    expect((await moved(live.slug)).status).toBe(404);
  });
});
