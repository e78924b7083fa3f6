import {
  BLOG_MESSAGES,
  apiErrorSchema,
  blogDeletedSchema,
  blogListResponseSchema,
  blogPostSchema,
  type BlogPostFields,
  type BlogStatusFilter,
} from '@fresh-pouf/contracts';
import { AppError, type Logger, type ServiceClient } from '@fresh-pouf/server-kit';
import type { z } from 'zod';

const UNAVAILABLE = 'The admin service is temporarily unavailable. Please try again.';

/** Core's blog calls; answers parsed with the shared contracts, 400/404/409 passed on with core's message. */
export function createBlogCore(core: ServiceClient, logger: Logger) {
  async function call<S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown, requestId?: string): Promise<z.output<S>> {
    const answer = await core.request(method, path, { body, requestId });
    if (answer.status >= 200 && answer.status < 300) {
      const parsed = schema.safeParse(answer.body);
      if (parsed.success) return parsed.data;
      logger.error({ path, issues: parsed.error.issues }, 'core-service answered with an unexpected body');
      throw new AppError(502, UNAVAILABLE);
    }
    if ([400, 404, 409].includes(answer.status)) {
      const error = apiErrorSchema.safeParse(answer.body);
      throw new AppError(answer.status, error.data?.message ?? BLOG_MESSAGES.notFound, error.data?.fieldErrors);
    }
    logger.error({ path, status: answer.status, body: answer.body }, 'unexpected answer from core-service');
    throw new AppError(502, UNAVAILABLE);
  }

  return {
    list: (status: BlogStatusFilter, requestId?: string) =>
      call(blogListResponseSchema, 'GET', `/internal/blog?status=${status}`, undefined, requestId),
    get: (id: string, requestId?: string) => call(blogPostSchema, 'GET', `/internal/blog/${encodeURIComponent(id)}`, undefined, requestId),
    create: (fields: BlogPostFields, authorId: number, requestId?: string) =>
      call(blogPostSchema, 'POST', '/internal/blog', { ...fields, authorId }, requestId),
    update: (id: string, fields: BlogPostFields, authorId: number, requestId?: string) =>
      call(blogPostSchema, 'PUT', `/internal/blog/${encodeURIComponent(id)}`, { ...fields, authorId }, requestId),
    remove: (id: string, requestId?: string) => call(blogDeletedSchema, 'DELETE', `/internal/blog/${encodeURIComponent(id)}`, undefined, requestId),
  };
}

export type BlogCore = ReturnType<typeof createBlogCore>;
