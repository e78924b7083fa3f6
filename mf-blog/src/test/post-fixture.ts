/** A published post as bff-public answers it (`GET /api/blog/{slug}`), for the blog's tests. */
export const TEST_POST = {
  id: 1,
  title: 'Fresh Pouf Tips',
  slug: 'fresh-pouf-tips',
  excerpt: 'Keep your pouf fresh.',
  content: 'Rinse it, hang it, swap it monthly.',
  coverImage: null,
  status: 'published',
  publishDate: '2026-11-21T12:00:00.000Z',
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: null,
};
