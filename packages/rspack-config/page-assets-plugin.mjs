// The files the host's first render needs besides main.js: the chunk group named "bootstrap"
// (the shell's code and styles behind its async boundary). Written to page-assets.json, so the
// gateway can name them in the page (preload, stylesheet) and the browser fetches them in
// parallel with main.js instead of after it; without JavaScript, the styles still apply.
import { rspack } from '@rspack/core';

export const PAGE_ASSETS_FILE = 'page-assets.json';
const GROUP = 'bootstrap';
// A consume-shared module's identifier: "consume shared module (default) react@^19.3.1 (singleton) …".
const CONSUMED = /^consume shared module \([^)]*\) ((?:@[^@/]+\/)?[^@]+)@/;

/** The shared modules a chunk group imports as it loads (not those it loads later, on demand). */
export function consumedShared(compilation, group) {
  const shared = new Set();
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const consumed = CONSUMED.exec(module.identifier());
      if (consumed) shared.add(consumed[1]);
    }
  }
  return [...shared].sort();
}

export class PageAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const group = compilation.namedChunkGroups.get(GROUP);
          if (!group)
            throw new Error(
              `PageAssetsPlugin: no chunk group named "${GROUP}" (import(/* webpackChunkName: "${GROUP}" */ …))`,
            );
          const files = group.getFiles();
          const assets = {
            scripts: files.filter((f) => f.endsWith('.js')),
            styles: files.filter((f) => f.endsWith('.css')),
            shared: consumedShared(compilation, group),
          };
          compilation.emitAsset(PAGE_ASSETS_FILE, new rspack.sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
        },
      );
    });
  }
}
