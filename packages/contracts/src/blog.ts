import { z } from 'zod';
import { lineText, multilineText } from './text';

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_MESSAGES = {
  title: 'Title must be at least 3 characters',
  slug: 'Slug must be at least 3 characters',
  slugFormat: 'Slug must contain only lowercase letters, numbers, and hyphens',
  content: 'Content must be at least 20 characters',
  excerpt: 'Excerpt must be at least 10 characters',
  status: 'Status must be draft or published',
  coverImage: 'Cover image must be an http(s) URL',
  slugTaken: 'A blog post with this slug already exists',
  notFound: 'Blog post not found',
  deleteConfirm: 'Are you sure you want to delete this blog post? This action cannot be undone.',
} as const;

/** Section 4: lowercased, punctuation stripped, spaces turned to hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * An http(s) URL, or empty (or null) for none; one field, so each refusal says what is wrong.
 * No letter rule: empty is a legitimate value, and isHttpUrl says what a URL must hold.
 */
const coverImage = lineText('Cover image', BLOG_MESSAGES.coverImage, { letter: false })
  .trim()
  .max(2000, BLOG_MESSAGES.coverImage)
  .refine((value) => value === '' || isHttpUrl(value), BLOG_MESSAGES.coverImage)
  .nullable()
  .optional()
  .transform((value) => value || null);

/**
 * The blog post form (docs/product/blog.md#blog-post-validation); an empty cover image means none. Title and slug need no
 * letter: "1984" is a title and a slug, and the slug's own pattern says what it may hold.
 */
export const blogPostInputSchema = z.object({
  title: lineText('Title', BLOG_MESSAGES.title, { letter: false })
    .trim()
    .min(3, BLOG_MESSAGES.title)
    .max(200, 'Title must be at most 200 characters'),
  slug: lineText('Slug', BLOG_MESSAGES.slug, { letter: false })
    .trim()
    .min(3, BLOG_MESSAGES.slug)
    .max(200, 'Slug must be at most 200 characters')
    .regex(/^[a-z0-9-]+$/, BLOG_MESSAGES.slugFormat),
  content: multilineText('Content', BLOG_MESSAGES.content)
    .min(20, BLOG_MESSAGES.content)
    .max(100_000, 'Content must be at most 100000 characters'),
  excerpt: multilineText('Excerpt', BLOG_MESSAGES.excerpt)
    .trim()
    .min(10, BLOG_MESSAGES.excerpt)
    .max(1000, 'Excerpt must be at most 1000 characters'),
  status: z.enum(BLOG_STATUSES, { error: BLOG_MESSAGES.status }).default('draft'),
  coverImage,
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostFields = z.output<typeof blogPostInputSchema>;

const timestamp = z.string();

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  coverImage: z.string().nullable(),
  status: z.string(),
  publishDate: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp.nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  authorId: z.number().int().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A published post as bff-public answers it: the author stays private. */
export const publicBlogPostSchema = blogPostSchema.omit({ authorId: true });
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;

/** Lists carry excerpts, not contents: 200 posts stay a small answer. */
export const blogListResponseSchema = z.object({ blogPosts: z.array(blogPostSummarySchema) });
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const BLOG_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type BlogStatusFilter = (typeof BLOG_STATUS_FILTERS)[number];
export const blogStatusQuerySchema = z.object({
  status: z.enum(BLOG_STATUS_FILTERS, { error: 'Status must be all, published or draft' }).default('all'),
});

export const blogDeletedSchema = z.object({ success: z.literal(true) });

/** Where a published post lives now, asked with one of its old slugs (the slug changed after it went live). */
export const blogSlugMovedSchema = z.object({ slug: z.string() });
export type BlogSlugMoved = z.infer<typeof blogSlugMovedSchema>;
