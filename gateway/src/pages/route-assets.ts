import { z } from 'zod';
import type { FrontendSource } from '../config';
import { parseJson, sourceFile } from './source-files';

/** What a page needs fetched early: scripts to preload and stylesheets to link. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
  /** Fetched by the federation runtime with fetch(): preloaded as such. */
  fetches: string[];
  /** Every shared module this part's build provides, by name, with its files (the shell's, or a remote's own copies). */
  provides?: Record<string, string[]>;
  /** A remote's part: the shared modules its App imports as it loads. */
  needs?: string[];
}

const assetListSchema = z.object({ sync: z.array(z.string()).default([]) });
const assetsSchema = z.object({ js: assetListSchema, css: assetListSchema });
const manifestSchema = z.object({
  metaData: z
    .object({
      remoteEntry: z.object({ name: z.string() }).optional(),
      appShared: z.array(z.string()).optional(),
      /** The files each provided shared module loads (`shared` lists the unused fallback copies too). */
      sharedFiles: z.record(z.string(), z.array(z.string())).optional(),
    })
    .loose(),
  exposes: z.array(z.object({ name: z.string(), assets: assetsSchema })).default([]),
  shared: z.array(z.object({ name: z.string(), assets: assetsSchema })).default([]),
});
const shellAssetsSchema = z.object({
  scripts: z.array(z.string()),
  styles: z.array(z.string()),
  /** The shared modules the shell's first render imports (not those it loads later, on demand). */
  shared: z.array(z.string()).optional(),
});

const EXPOSED_APP = 'App';

type Manifest = z.infer<typeof manifestSchema>;

/** Each shared module the build provides, with the files a page loads for it. */
function sharedFilesOf(manifest: Manifest): [name: string, files: string[]][] {
  const loaded = manifest.metaData.sharedFiles;
  return manifest.shared.map((item) => [item.name, loaded?.[item.name] ?? item.assets.js.sync]);
}

/**
 * A remote's part of the page, from its current build's mf-manifest.json: the manifest itself,
 * its remoteEntry.js and the exposed App's chunks and styles, under /mf/<name>/.
 */
export function remoteAssets(name: string, source: FrontendSource): () => Promise<PageAssets | undefined> {
  const manifest = sourceFile(source, 'mf-manifest.json');
  const base = `/mf/${name}/`;
  return async () => {
    const parsed = manifestSchema.safeParse(parseJson((await manifest())?.text));
    if (!parsed.success) return undefined;
    const app = parsed.data.exposes.find((expose) => expose.name === EXPOSED_APP);
    const entry = parsed.data.metaData.remoteEntry?.name ?? 'remoteEntry.js';
    return {
      fetches: [`${base}mf-manifest.json`],
      scripts: [entry, ...(app?.assets.js.sync ?? [])].map((file) => base + file),
      styles: (app?.assets.css.sync ?? []).map((file) => base + file),
      needs: parsed.data.metaData.appShared ?? [],
      provides: Object.fromEntries(
        sharedFilesOf(parsed.data).map(([name, files]) => [name, files.map((file) => base + file)]),
      ),
    };
  };
}

/**
 * The shell's part: what its build lists in page-assets.json (the code behind its async
 * boundary) and the shared libraries that code imports (React, the router, the design system),
 * all loaded by main.js one step later without these hints. Shared modules loaded on demand
 * (the toaster, the schemas) are not named: a hint would fetch them with the first view.
 */
export function shellAssets(source: FrontendSource): () => Promise<PageAssets | undefined> {
  const pageAssets = sourceFile(source, 'page-assets.json');
  const manifest = sourceFile(source, 'mf-manifest.json');
  return async () => {
    const [own, federation] = await Promise.all([pageAssets(), manifest()]);
    const listed = shellAssetsSchema.safeParse(parseJson(own?.text));
    if (!listed.success) return undefined;
    const shared = manifestSchema.safeParse(parseJson(federation?.text));
    const firstView = listed.data.shared;
    const provided = shared.success ? sharedFilesOf(shared.data) : [];
    const sharedScripts = provided
      .filter(([name]) => !firstView || firstView.includes(name))
      .flatMap(([, files]) => files);
    return {
      fetches: [],
      scripts: [...new Set([...listed.data.scripts, ...sharedScripts])].map((file) => `/${file}`),
      styles: listed.data.styles.map((file) => `/${file}`),
      provides: Object.fromEntries(provided.map(([name, files]) => [name, files.map((file) => `/${file}`)])),
    };
  };
}

/**
 * The files of the shared modules the route's App imports as it loads (the schemas on /checkout
 * and /blog, say), which the browser would otherwise find only once the App's own code had run:
 * the shell's where the shell provides the module, else the remote's own copy (the staff area's
 * menus, dialogs and tabs), which is the one the federation runtime then loads.
 */
export function routeSharedAssets(
  shell: PageAssets | undefined,
  route: PageAssets | undefined,
): PageAssets | undefined {
  if (!shell?.provides || !route?.needs) return undefined;
  const provides = shell.provides;
  const own = route.provides ?? {};
  const scripts = route.needs.flatMap((name) => provides[name] ?? own[name] ?? []);
  return { fetches: [], styles: [], scripts: [...new Set(scripts)] };
}
