import { internalCall, useStarted } from 'core-service/testing';
import { describe, expect, it } from 'vitest';
import { startTestBff } from '../testing/start-test-bff';
import { useTestBff } from '../testing/use-test-bff';

describe('GET /api/blog-count with core behind it', () => {
  const { core, bff } = useTestBff();

  it('answers how many posts are published, drafts left out', async () => {
    expect(await (await fetch(`${bff.url}/api/blog-count`)).json()).toEqual({ published: 0 });

    const [admin] = await core.query<{ id: number }>("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1");
    for (const [slug, status] of [
      ['live-post', 'published'],
      ['draft-post', 'draft'],
    ]) {
      await internalCall(core, 'POST', '/blog', {
        actor: admin?.id ?? 0,
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
    const res = await fetch(`${bff.url}/api/blog-count`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ published: 1 });
  });
});

describe('GET /api/blog-count with core unreachable', () => {
  const bff = useStarted(() => startTestBff({ url: 'http://127.0.0.1:9', token: 'a-service-token-of-24-characters' }));

  it('is a 503 saying to try again, and no count', async () => {
    const res = await fetch(`${bff.url}/api/blog-count`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
  });
});
