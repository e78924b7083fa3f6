import { describe, expect, it } from 'vitest';
import { remoteManifestRoutesSchema, remoteRoutesSchema, routePatternSchema } from './remote-routes';
import { remotesConfigSchema } from './site';

describe('remote routes', () => {
  it('takes literal segments and :params, and nothing a matcher could read differently', () => {
    for (const ok of ['/', '/blog', '/blog/:slug', '/admin/blog/:id', '/test123'])
      expect(routePatternSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['', 'blog', '/blog/', '/blog/*', '/blog/:slug?', '/{*splat}', '/Blog', '/a//b', '/a/:']) {
      expect(routePatternSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('reads what a build published in its manifest, framed by the site and with no islands unless it says otherwise', () => {
    const manifest = { id: 'blog', metaData: { name: 'blog', routes: ['/blog', '/blog/:slug'], publicPath: 'auto' } };
    expect(remoteManifestRoutesSchema.parse(manifest).metaData).toEqual({
      routes: ['/blog', '/blog/:slug'],
      frame: 'site',
      islands: [],
    });
    const islands = { metaData: { routes: ['/', '/privacy'], islands: ['/'] } };
    expect(remoteManifestRoutesSchema.parse(islands).metaData).toEqual({
      routes: ['/', '/privacy'],
      frame: 'site',
      islands: ['/'],
    });
    expect(remoteRoutesSchema.safeParse({ routes: ['/'], islands: ['/blog/*'] }).success).toBe(false);
    expect(remoteRoutesSchema.safeParse({ routes: [] }).success).toBe(false);
    expect(remoteManifestRoutesSchema.safeParse({ metaData: { name: 'old-build' } }).success).toBe(false);
  });

  it('keeps the remotes map an older shell reads, beside the routes', () => {
    const parsed = remotesConfigSchema.parse({ remotes: { marketing: '/mf/marketing/mf-manifest.json' } });
    expect(parsed).toEqual({ remotes: { marketing: '/mf/marketing/mf-manifest.json' }, routes: {} });
    expect(remotesConfigSchema.safeParse({ remotes: { 'Not A Name': 'x' } }).success).toBe(false);
  });
});
