import type { BlogPostSummary } from '@fresh-pouf/contracts';

/** Local search (docs/product/blog.md#blog-management): title, slug or excerpt, case-insensitive. */
export function filterPosts(posts: BlogPostSummary[], search: string): BlogPostSummary[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return posts;
  return posts.filter((post) =>
    [post.title, post.slug, post.excerpt ?? ''].some((text) => text.toLowerCase().includes(needle)),
  );
}

/** en-US short date, 'N/A' when there is none. */
export function shortDate(iso: string | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString('en-US');
}
