import {
  blogListResponseSchema,
  blogPostSchema,
  type BlogPostSummary,
  fillPath,
  PUBLIC_API_PATHS,
} from '@fresh-pouf/contracts';

/** A published post, the slug an old address now lives at (bff-public's 301), or nothing to say. */
export type PostLookup = { kind: 'post'; post: BlogPostSummary } | { kind: 'moved'; slug: string } | null;

const API_POST_PATH = /^\/api\/blog\/([a-z0-9-]+)$/;

/** Where bff-public answers a post; mf-blog's post query is keyed by the same path. */
export const blogPostApiPath = (slug: string) => fillPath(PUBLIC_API_PATHS.blog.post, { slug });

/**
 * What an answer for `slug` says: a published post, or, when it names another slug (the old
 * address's 301 was followed), that the post moved there; anything else, nothing to say.
 */
export function lookupFromPost(body: unknown, slug: string): PostLookup {
  const parsed = blogPostSchema.omit({ authorId: true }).safeParse(body);
  if (!parsed.success || parsed.data.status !== 'published') return null;
  return parsed.data.slug === slug ? { kind: 'post', post: parsed.data } : { kind: 'moved', slug: parsed.data.slug };
}

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
  const json = async (response: Response | null): Promise<unknown> =>
    response?.ok ? await response.json().catch(() => null) : null;
  return {
    async list(): Promise<BlogPostSummary[] | null> {
      const parsed = blogListResponseSchema.safeParse(await json(await get(PUBLIC_API_PATHS.blog.list)));
      return parsed.success ? parsed.data.blogPosts : null;
    },
    async post(slug: string): Promise<PostLookup> {
      const response = await get(blogPostApiPath(slug));
      if (response?.status === 301) {
        const moved = API_POST_PATH.exec(new URL(response.headers.get('location') ?? '', bffPublicUrl).pathname)?.[1];
        return moved && moved !== slug ? { kind: 'moved', slug: moved } : null;
      }
      return lookupFromPost(await json(response), slug);
    },
  };
}

export type BlogSource = ReturnType<typeof blogSource>;
