import { currentLocation, jsonResponse, renderWithProviders, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BlogListRoute from './blog-list';
import BlogPostRoute from './blog-post';

const post = {
  id: 1,
  title: 'Fresh Pouf Tips',
  slug: 'fresh-pouf-tips',
  excerpt: 'Keep your pouf fresh.',
  coverImage: null,
  status: 'published',
  publishDate: '2026-11-21T12:00:00.000Z',
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: null,
};

/** The post with a cover image that never loads. */
const withMissingCover = () =>
  jsonResponse(200, {
    ...post,
    coverImage: 'https://images.example.com/missing.jpg',
    content: 'Twenty characters or more.',
  });

describe('/blog', () => {
  it('shows three skeleton cards, then the post cards', async () => {
    let release: (r: Response) => void = () => undefined;
    const answer = new Promise<Response>((resolve) => (release = resolve));
    stubRequests(() => answer);
    renderWithProviders(<BlogListRoute />, { route: '/blog' });
    expect(screen.getAllByTestId('blog-skeleton')).toHaveLength(3);
    release(new Response(JSON.stringify({ blogPosts: [post] }), { status: 200 }));
    expect(await screen.findByRole('heading', { name: 'Fresh Pouf Tips' })).toBeTruthy();
    expect(screen.getByText('November 21, 2026')).toBeTruthy();
    // The test DOM lays the hidden span out as a block, so its name may carry a space before the colon.
    const readMore = screen.getByRole('link', { name: /^Read More ?: Fresh Pouf Tips$/ });
    expect(readMore.getAttribute('href')).toBe('/blog/fresh-pouf-tips');
    // Seen: "Read More"; the rest is visually hidden text.
    expect(readMore.textContent).toBe('Read More: Fresh Pouf Tips');
    expect(readMore.querySelector('.fp-visually-hidden')?.textContent).toBe(': Fresh Pouf Tips');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });

  it("has the first two posts' pages fetched at once and any post prerendered on a press (speculation rules)", async () => {
    const posts = ['first-post', 'second-post', 'third-post'].map((slug, i) => ({
      ...post,
      id: i + 1,
      slug,
      title: slug,
    }));
    stubRequests(() => jsonResponse(200, { blogPosts: posts }));
    const { container } = renderWithProviders(<BlogListRoute />, { route: '/blog' });
    await screen.findByRole('heading', { name: 'third-post' });
    const rules = container.querySelectorAll('script[type="speculationrules"]');
    expect(rules).toHaveLength(1);
    expect(JSON.parse(rules[0]?.textContent ?? '')).toEqual({
      prefetch: [{ source: 'list', urls: ['/blog/first-post', '/blog/second-post'], eagerness: 'immediate' }],
      prerender: [{ source: 'document', where: { href_matches: '/blog/*' }, eagerness: 'moderate' }],
    });
  });

  it('cannot be closed early by what a slug holds', async () => {
    stubRequests(() => jsonResponse(200, { blogPosts: [{ ...post, slug: '</script><script>alert(1)</script>' }] }));
    const { container } = renderWithProviders(<BlogListRoute />, { route: '/blog' });
    await screen.findByRole('heading', { name: 'Fresh Pouf Tips' });
    const rules = container.querySelector('script[type="speculationrules"]')?.innerHTML ?? '';
    expect(rules).not.toContain('<');
    expect(JSON.parse(rules).prefetch[0].urls).toEqual(['/blog/</script><script>alert(1)</script>']);
  });

  it('shows the empty state', async () => {
    stubRequests(() => jsonResponse(200, { blogPosts: [] }));
    renderWithProviders(<BlogListRoute />, { route: '/blog' });
    expect(await screen.findByText('No blog posts found')).toBeTruthy();
    expect(screen.getByText("We're working on creating valuable content for you. Check back soon!")).toBeTruthy();
  });
});

describe('/blog/:slug', () => {
  it('shows the post with its content as text, whatever markup it holds', async () => {
    const content = '<img src=x onerror="window.__xss=1">\n  second line';
    stubRequests(() => jsonResponse(200, { ...post, content }));
    renderWithProviders(<BlogPostRoute />, { route: '/blog/fresh-pouf-tips', path: '/blog/:slug' });
    expect(await screen.findByRole('heading', { name: 'Fresh Pouf Tips', level: 1 })).toBeTruthy();
    expect(screen.getByText('Published on November 21, 2026')).toBeTruthy();
    const shown = screen.getByTestId('blog-post-content');
    expect(shown.textContent).toBe(content);
    expect(shown.querySelector('img')).toBeNull();
  });

  it("removes a cover image that does not load, and names the post in the tab's title", async () => {
    // Still loading when it appears, as in a browser (happy-dom never loads images, so it says "complete").
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    stubRequests(withMissingCover);
    renderWithProviders(<BlogPostRoute />, { route: '/blog/fresh-pouf-tips', path: '/blog/:slug' });
    await screen.findByRole('heading', { name: 'Fresh Pouf Tips', level: 1 });
    fireEvent.error(screen.getByTestId('blog-cover'));
    expect(screen.queryByTestId('blog-cover')).toBeNull();
    expect(document.title).toBe('Fresh Pouf Tips · Fresh Pouf');
    expect(document.querySelector('main')).toBeNull();
  });

  it('removes a cover image that had already failed when the page was taken over (server-rendered)', async () => {
    // Complete with no pixels: the error happened before any listener was there.
    stubRequests(withMissingCover);
    renderWithProviders(<BlogPostRoute />, { route: '/blog/fresh-pouf-tips', path: '/blog/:slug' });
    await screen.findByRole('heading', { name: 'Fresh Pouf Tips', level: 1 });
    expect(screen.queryByTestId('blog-cover')).toBeNull();
  });

  it('moves to the address a renamed post lives at now (its old slug answered from the new one)', async () => {
    stubRequests(() =>
      jsonResponse(200, { ...post, slug: 'fresh-pouf-tips-revised', content: 'Twenty characters or more.' }),
    );
    renderWithProviders(<BlogPostRoute />, { route: '/blog/fresh-pouf-tips', path: '/blog/:slug' });
    await screen.findByRole('heading', { name: 'Fresh Pouf Tips', level: 1 });
    await waitFor(() => expect(currentLocation()).toBe('/blog/fresh-pouf-tips-revised'));
  });

  it.each([
    ['a missing post', () => jsonResponse(404, { message: 'Blog post not found' }), 'Blog post not found'],
    ['a failed answer', () => jsonResponse(500, { message: 'boom' }), 'Failed to load blog post'],
    [
      'an exception',
      () => Promise.reject(new TypeError('network down')),
      'An error occurred while loading the blog post',
    ],
  ])('names %s', async (_name, answer, message) => {
    stubRequests(answer);
    renderWithProviders(<BlogPostRoute />, { route: '/blog/whatever', path: '/blog/:slug' });
    expect(await screen.findByRole('heading', { name: message })).toBeTruthy();
  });
});
