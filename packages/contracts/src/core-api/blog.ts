import { z } from 'zod';
import {
  BLOG_MESSAGES,
  blogDeletedSchema,
  blogListResponseSchema,
  blogPostInputSchema,
  blogPostSchema,
  blogSlugMovedSchema,
  blogStatusQuerySchema,
  publicBlogPostSchema,
} from '../blog';
import { CORE_FAILURE_MESSAGES, coreRoute, idParams } from './route';

const failureMessage = CORE_FAILURE_MESSAGES.blog;
const postIdParams = idParams(BLOG_MESSAGES.notFound);

/** Blog posts. Writes name the signed-in staff member as the actor: the author is never taken from a body. */
export const coreBlogApi = {
  list: coreRoute({
    method: 'GET',
    path: '/internal/blog',
    query: blogStatusQuerySchema,
    status: 200,
    response: blogListResponseSchema,
    passThrough: [400],
    failureMessage,
  }),
  /** Published posts only: a draft's slug answers exactly like an unknown one. */
  published: coreRoute({
    method: 'GET',
    path: '/internal/blog/published/:slug',
    params: z.object({ slug: z.string() }),
    status: 200,
    response: publicBlogPostSchema,
    passThrough: [404],
    failureMessage,
  }),
  /**
   * The slug a published post lives at now, asked with an old slug of it (kept when its slug
   * changed while it was published): 404 when that slug never moved, or its post is not live.
   */
  moved: coreRoute({
    method: 'GET',
    path: '/internal/blog/moved/:slug',
    params: z.object({ slug: z.string() }),
    status: 200,
    response: blogSlugMovedSchema,
    passThrough: [404],
    failureMessage,
  }),
  get: coreRoute({
    method: 'GET',
    path: '/internal/blog/:id',
    ...postIdParams,
    status: 200,
    response: blogPostSchema,
    passThrough: [404],
    failureMessage,
  }),
  create: coreRoute({
    method: 'POST',
    path: '/internal/blog',
    actor: 'staff',
    body: blogPostInputSchema,
    status: 201,
    response: blogPostSchema,
    passThrough: [400, 401, 409],
    failureMessage,
  }),
  update: coreRoute({
    method: 'PUT',
    path: '/internal/blog/:id',
    ...postIdParams,
    actor: 'staff',
    body: blogPostInputSchema,
    status: 200,
    response: blogPostSchema,
    passThrough: [400, 401, 404, 409],
    failureMessage,
  }),
  remove: coreRoute({
    method: 'DELETE',
    path: '/internal/blog/:id',
    ...postIdParams,
    status: 200,
    response: blogDeletedSchema,
    passThrough: [404],
    failureMessage,
  }),
};
