import { describe, expect, it } from 'vitest';
import { blogPostInputSchema, slugify } from './blog';

describe('slugify', () => {
  it('lowercases, strips punctuation and turns spaces into hyphens', () => {
    expect(slugify('Why Fresh Poufs Matter!')).toBe('why-fresh-poufs-matter');
    expect(slugify('  Pouf care: 5 tips,  fast  ')).toBe('pouf-care-5-tips-fast');
  });
});

describe('blogPostInputSchema', () => {
  const base = { title: 'Title', slug: 'title', excerpt: 'An excerpt here', content: 'Content that is long enough.' };
  it('defaults to a draft without a cover image', () => {
    expect(blogPostInputSchema.parse(base)).toMatchObject({ status: 'draft', coverImage: null });
    expect(blogPostInputSchema.parse({ ...base, coverImage: '' }).coverImage).toBeNull();
  });
  it('accepts only http(s) cover images', () => {
    expect(blogPostInputSchema.safeParse({ ...base, coverImage: 'https://x.example/a.png' }).success).toBe(true);
    const refused = blogPostInputSchema.safeParse({ ...base, coverImage: 'data:image/png;base64,AAAA' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['coverImage', 'Cover image must be an http(s) URL'],
    ]);
    expect(blogPostInputSchema.parse({ ...base, coverImage: '  ' }).coverImage).toBeNull();
    expect(blogPostInputSchema.parse({ ...base, coverImage: null }).coverImage).toBeNull();
  });
});
