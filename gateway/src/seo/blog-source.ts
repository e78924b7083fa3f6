import { blogListResponseSchema, blogPostSchema, type BlogPostSummary } from '@fresh-pouf/contracts';

/** A published post, the slug an old address now lives at (bff-public's 301), or nothing to say. */
export type PostLookup = { kind: 'post'; post: BlogPostSummary } | { kind: 'moved'; slug: string } | null;

const API_POST_PATH = /^\/api\/blog\/([a-z0-9-]+)$/;

/**
 * Published posts, read from bff-public like any visitor would. A slow or failing blog never
 * holds a page up: after the timeout the caller gets null and serves the plain page.
 */
export function blogSource(bffPublicUrl: string, timeoutMs: number) {
  const get = async (path: string): Promise<Response | null> => {
    try {
      // A redirect is an answer of its own here (an old slug), not something to follow.
      return await fetch(new URL(path, bffPublicUrl), { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    } catch {
      return null;
    }
  };
  const json = async (response: Response | null): Promise<unknown> => (response?.ok ? await response.json().catch(() => null) : null);
  return {
    async list(): Promise<BlogPostSummary[] | null> {
      const parsed = blogListResponseSchema.safeParse(await json(await get('/api/blog')));
      return parsed.success ? parsed.data.blogPosts : null;
    },
    async post(slug: string): Promise<PostLookup> {
      const response = await get(`/api/blog/${encodeURIComponent(slug)}`);
      if (response?.status === 301) {
        const moved = API_POST_PATH.exec(new URL(response.headers.get('location') ?? '', bffPublicUrl).pathname)?.[1];
        return moved && moved !== slug ? { kind: 'moved', slug: moved } : null;
      }
      const parsed = blogPostSchema.omit({ authorId: true }).safeParse(await json(response));
      return parsed.success && parsed.data.status === 'published' ? { kind: 'post', post: parsed.data } : null;
    },
  };
}

export type BlogSource = ReturnType<typeof blogSource>;
