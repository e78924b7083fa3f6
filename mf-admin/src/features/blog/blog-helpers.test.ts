import type { BlogPostSummary } from '@fresh-pouf/contracts';
import { describe, expect, it } from 'vitest';
import { filterPosts, shortDate } from './filter-posts';
import { followSlug } from './follow-slug';

describe('followSlug', () => {
  it('follows the title while the slug is empty or still its form', () => {
    expect(followSlug('', 'Hello World!', '')).toBe('hello-world');
    expect(followSlug('Hello World!', 'Hello World Again', 'hello-world')).toBe('hello-world-again');
  });
  it('stops once the slug was edited by hand', () => {
    expect(followSlug('Hello World', 'Hello World Again', 'my-own-slug')).toBe('my-own-slug');
  });
});

describe('filterPosts and shortDate', () => {
  const post = (title: string, slug: string, excerpt: string | null): BlogPostSummary => ({
    id: 1,
    title,
    slug,
    excerpt,
    coverImage: null,
    status: 'draft',
    publishDate: null,
    createdAt: '2026-11-21T12:00:00Z',
    updatedAt: null,
  });
  const posts = [post('Alpha', 'first', 'About poufs'), post('Beta', 'second', null)];
  it('searches title, slug and excerpt, ignoring case', () => {
    expect(filterPosts(posts, 'ALPHA').map((p) => p.title)).toEqual(['Alpha']);
    expect(filterPosts(posts, 'second').map((p) => p.title)).toEqual(['Beta']);
    expect(filterPosts(posts, 'poufs').map((p) => p.title)).toEqual(['Alpha']);
    expect(filterPosts(posts, '  ')).toHaveLength(2);
  });
  it('shows en-US short dates and N/A when missing', () => {
    expect(shortDate('2026-11-21T12:00:00Z')).toBe('11/21/2026');
    expect(shortDate(null)).toBe('N/A');
  });
});
