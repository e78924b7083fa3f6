import { BLOG_MESSAGES, coreApi } from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { Serve } from '../auth/actor-access';
import type { BlogRepository, WriteResult } from './blog.repository';

function found<T>(post: T | null): T {
  if (!post) throw AppError.notFound(BLOG_MESSAGES.notFound);
  return post;
}

function written(result: WriteResult) {
  if (result === 'slug-taken') throw AppError.conflict(BLOG_MESSAGES.slugTaken);
  return found(result);
}

/** The author of a write is the authorized actor, never a field of the body. */
export function blogRoutes(serve: Serve, posts: BlogRepository): void {
  serve(coreApi.blog.list, async ({ query }) => ({ blogPosts: await posts.list(query.status) }));
  serve(coreApi.blog.published, async ({ params }) => found(await posts.findPublishedBySlug(params.slug)));
  serve(coreApi.blog.moved, async ({ params }) => {
    const slug = await posts.findMovedSlug(params.slug);
    if (!slug) throw AppError.notFound(BLOG_MESSAGES.notFound);
    return { slug };
  });
  serve(coreApi.blog.get, async ({ params }) => found(await posts.findById(params.id)));
  serve(coreApi.blog.create, async ({ actor, body }) =>
    written(await posts.insert({ ...body, authorId: actor.user.id })),
  );
  serve(coreApi.blog.update, async ({ actor, params, body }) =>
    written(await posts.update(params.id, { ...body, authorId: actor.user.id })),
  );
  serve(coreApi.blog.remove, async ({ params }) => {
    if (!(await posts.remove(params.id))) throw AppError.notFound(BLOG_MESSAGES.notFound);
    return { success: true as const };
  });
}
