import {
  blogListResponseSchema,
  blogPostSchema,
  type BlogPost,
  type BlogPostFields,
  type BlogPostSummary,
  type BlogStatusFilter,
} from '@fresh-pouf/contracts';
import { adminRequest, readJson } from '../../api/admin-request';

export const ADMIN_BLOG_URL = '/api/admin/blog';
export const blogListUrl = (status: BlogStatusFilter) => `${ADMIN_BLOG_URL}?status=${status}`;
export const blogPostUrl = (id: string) => `${ADMIN_BLOG_URL}/${encodeURIComponent(id)}`;

export async function fetchBlogPosts(status: BlogStatusFilter): Promise<BlogPostSummary[]> {
  return (await readJson(await adminRequest('GET', blogListUrl(status)), blogListResponseSchema)).blogPosts;
}

export async function fetchBlogPost(id: string): Promise<BlogPost> {
  return readJson(await adminRequest('GET', blogPostUrl(id)), blogPostSchema);
}

/** The request helper hands a 409 back (a slug already taken); it is still a refusal with a message. */
export class SaveRefusedError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Save refused');
    this.name = 'SaveRefusedError';
  }
}

export async function saveBlogPost(id: string | null, fields: BlogPostFields): Promise<BlogPost> {
  const response = id === null ? await adminRequest('POST', ADMIN_BLOG_URL, fields) : await adminRequest('PUT', blogPostUrl(id), fields);
  if (response.status === 409) {
    const body: unknown = await response.json().catch(() => null);
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
    throw new SaveRefusedError(message);
  }
  return readJson(response, blogPostSchema);
}

export async function deleteBlogPost(id: number): Promise<void> {
  await adminRequest('DELETE', blogPostUrl(String(id)));
}

