import { describe, expect, it } from 'vitest';
import { remotesConfigSchema } from './site';
import { isRoutePath, routeOwner } from './values/route-table';

const config = remotesConfigSchema.parse({
  remotes: {},
  routes: {
    marketing: { routes: ['/', '/privacy'], islands: ['/'] },
    blog: { routes: ['/blog', '/blog/:slug'] },
    admin: { routes: ['/admin/login', '/admin/blog/:id'], frame: 'none' },
    news: { routes: ['/blog/news'] },
  },
});

describe('routeOwner', () => {
  it('finds the remote that published the path, with its frame', () => {
    expect(routeOwner(config, '/')).toEqual({ remote: 'marketing', frame: 'site', islands: true });
    expect(routeOwner(config, '/privacy')).toEqual({ remote: 'marketing', frame: 'site', islands: false });
    expect(routeOwner(config, '/blog/a-post')).toEqual({ remote: 'blog', frame: 'site', islands: false });
    expect(routeOwner(config, '/admin/blog/new')).toEqual({ remote: 'admin', frame: 'none', islands: false });
  });

  it('ranks a literal path above a parameter, whichever remote comes first', () => {
    expect(routeOwner(config, '/blog/news')?.remote).toBe('news');
  });

  it('owns nothing else: the site answers 404', () => {
    for (const path of ['/admin', '/admin/nothing-here', '/blog/a/b', '/nope'])
      expect(routeOwner(config, path), path).toBeUndefined();
  });

  it('reads a path as React Router does: any case, a trailing slash, no decoding', () => {
    expect(routeOwner(config, '/Blog/a-post/')?.remote).toBe('blog');
    expect(routeOwner(config, '/blog/%E0')?.remote).toBe('blog');
    expect(routeOwner(config, '//blog')).toBeUndefined();
  });
});

describe('isRoutePath', () => {
  it("is a path of the table's patterns, literal or with parameters", () => {
    expect(isRoutePath('/diagnostics', ['/diagnostics', '/test123'])).toBe(true);
    expect(isRoutePath('/admin/blog/7', ['/admin/blog/:id'])).toBe(true);
    expect(isRoutePath('/admin/blog', ['/admin/blog/:id'])).toBe(false);
    expect(isRoutePath('/', ['/'])).toBe(true);
    expect(isRoutePath('/x', ['/'])).toBe(false);
  });
});
