// The files the host's first render needs besides main.js: the chunk group named "bootstrap"
// (the shell's code and styles behind its async boundary). Written to page-assets.json, so the
// gateway can name them in the page (preload, stylesheet) and the browser fetches them in
// parallel with main.js instead of after it; without JavaScript, the styles still apply.
import { rspack } from '@rspack/core';

export const PAGE_ASSETS_FILE = 'page-assets.json';
const GROUP = 'bootstrap';
// A consume-shared module's identifier: "consume shared module (default) react@^19.3.1 (singleton) …".
const CONSUMED = /^consume shared module \([^)]*\) ((?:@[^@/]+\/)?[^@]+)@/;

/**
 * The shared modules a chunk group imports as it loads (not those it loads later, on demand),
 * and those that these import in turn as they load (react-dom/client needs react-dom): each
 * one's own code, in the build's fallback chunks, is read for what it consumes.
 */
export function consumedShared(compilation, group) {
  const shared = new Set();
  const seenChunks = new Set();
  const visit = (chunks) => {
    for (const chunk of chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const consumed = CONSUMED.exec(module.identifier());
        if (!consumed) continue;
        shared.add(consumed[1]);
        for (const block of module.blocks ?? []) visit(compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
      }
    }
  };
  visit(group.chunks);
  return [...shared].sort();
}

// A provide-shared module's identifier: "provide shared module (default) react@19.3.1 = …".
const PROVIDED = /^provide shared module \([^)]*\) ((?:@[^@/]+\/)?[^@]+)@/;

/**
 * The script files of each shared module this build provides: the chunks its provider loads,
 * which is the copy the federation runtime loads when no other build on the page provides one.
 * The manifest's `shared` lists beside them the consumer's fallback copy of the same code, which
 * a page never loads (the build's own provider is always registered before its consumers ask).
 */
export function providedSharedFiles(compilation) {
  const files = {};
  for (const module of compilation.modules) {
    const provided = PROVIDED.exec(module.identifier());
    if (!provided) continue;
    const own = new Set();
    for (const block of module.blocks ?? [])
      for (const chunk of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])
        for (const file of chunk.files) if (file.endsWith('.js')) own.add(file);
    files[provided[1]] = [...own].sort();
  }
  return files;
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
