/** A blog post as the admin blog API sends it: "Fresh Pouf Tips", published, unless `overrides` say otherwise. */
export function blogPost(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    title: 'Fresh Pouf Tips',
    slug: 'fresh-pouf-tips',
    excerpt: 'Keep your pouf fresh.',
    content: 'Rinse it, dry it, change it every month.',
    coverImage: null,
    status: 'published',
    authorId: 1,
    publishDate: '2026-11-21T12:00:00.000Z',
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}
