import { BLOG_MESSAGES, blogListResponseSchema, blogPostSchema, type BlogListResponse, type BlogPost } from '@fresh-pouf/contracts';
import { AppError, type Logger, type ServiceClient } from '@fresh-pouf/server-kit';

const UNAVAILABLE = 'The blog is temporarily unavailable. Please try again.';

export type PublicBlogPost = Omit<BlogPost, 'authorId'>;

/** Only published posts leave this service: a draft's slug answers exactly like an unknown one. */
export function createBlogService(core: ServiceClient, logger: Logger) {
  return {
    async list(requestId?: string): Promise<BlogListResponse> {
      const { status, body } = await core.request('GET', '/internal/blog?status=published', { requestId });
      const parsed = blogListResponseSchema.safeParse(body);
      if (status === 200 && parsed.success) return parsed.data;
      logger.error({ requestId, status, body }, 'unexpected answer from core-service to the blog list');
      throw new AppError(502, UNAVAILABLE);
    },

    async bySlug(slug: string, requestId?: string): Promise<PublicBlogPost> {
      const { status, body } = await core.request('GET', `/internal/blog/published/${encodeURIComponent(slug)}`, { requestId });
      if (status === 404) throw AppError.notFound(BLOG_MESSAGES.notFound);
      const parsed = blogPostSchema.safeParse(body);
      if (status === 200 && parsed.success) {
        const { authorId: _authorId, ...post } = parsed.data;
        return post;
      }
      logger.error({ requestId, status, body }, 'unexpected answer from core-service to a blog post');
      throw new AppError(502, UNAVAILABLE);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
