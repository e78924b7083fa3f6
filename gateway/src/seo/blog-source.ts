import { blogListResponseSchema, blogPostSchema, type BlogPostSummary } from '@fresh-pouf/contracts';

/**
 * Published posts, read from bff-public like any visitor would. A slow or failing blog never
 * holds a page up: after the timeout the caller gets null and serves the plain page.
 */
export function blogSource(bffPublicUrl: string, timeoutMs: number) {
  const get = async (path: string): Promise<unknown> => {
    try {
      const response = await fetch(new URL(path, bffPublicUrl), { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? await response.json() : null;
    } catch {
      return null;
    }
  };
  return {
    async list(): Promise<BlogPostSummary[] | null> {
      const parsed = blogListResponseSchema.safeParse(await get('/api/blog'));
      return parsed.success ? parsed.data.blogPosts : null;
    },
    async post(slug: string): Promise<BlogPostSummary | null> {
      const parsed = blogPostSchema.omit({ authorId: true }).safeParse(await get(`/api/blog/${encodeURIComponent(slug)}`));
      return parsed.success && parsed.data.status === 'published' ? parsed.data : null;
    },
  };
}

export type BlogSource = ReturnType<typeof blogSource>;
