// A remote's page parts (contracts: remote-page-parts.ts): what the gateway puts into a route's
// page before any script runs. The remote's `pageParts` module (run here, at build time) renders
// each route's frame placeholder to static markup and names the route's first GETs (and those
// whose counts the head script writes into the placeholder, `countsFrom`); the result
// is written to page-parts.json beside mf-manifest.json, so a release of the remote alone
// changes it (the gateway re-reads it as it does the manifest).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { tsImport } from 'tsx/esm/api';
import { firstDataScript } from './inline-script.mjs';

/** The tsconfig.json nearest the module: its JSX setting is the front end's, not this package's. */
function tsconfigOf(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'tsconfig.json');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * @param {string} file  the module, exporting `pageParts(): Record<route, { placeholder?: string;
 *   firstData?: { urls: readonly string[]; tokenKey: string; countsFrom?: readonly string[] } }>`
 */
export async function publishedPageParts(file) {
  const [{ pageParts }, { remotePagePartsSchema, REMOTE_PAGE_PARTS_FILE }] = await Promise.all([
    tsImport(pathToFileURL(file).href, { parentURL: import.meta.url, tsconfig: tsconfigOf(file) }),
    tsImport('@fresh-pouf/contracts', import.meta.url),
  ]);
  const routes = Object.fromEntries(
    Object.entries(await pageParts()).map(([route, { placeholder, firstData }]) => [
      route,
      {
        ...(placeholder ? { placeholder } : {}),
        ...(firstData
          ? { headScript: firstDataScript(firstData.urls, firstData.tokenKey, firstData.countsFrom ?? []) }
          : {}),
      },
    ]),
  );
  const parsed = remotePagePartsSchema.safeParse({ routes });
  if (!parsed.success) throw new Error(`${file}: pageParts() is not valid: ${parsed.error.message}`);
  return { file: REMOTE_PAGE_PARTS_FILE, parts: parsed.data };
}

export class PagePartsPlugin {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PagePartsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PagePartsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { file, parts } = await publishedPageParts(this.file);
          compilation.emitAsset(file, new rspack.sources.RawSource(`${JSON.stringify(parts)}\n`));
        },
      );
    });
  }
}
