import {
  bestRouteMatch,
  PAGE_PLACEHOLDER_ID,
  REMOTE_PAGE_PARTS_FILE,
  type RemotePagePart,
  remotePagePartsSchema,
} from '@fresh-pouf/contracts';
import type { FrontendSource } from '../config';
import { parseJson, sourceFile } from './source-files';

/**
 * A remote's page parts (page-parts.json beside its manifest) as its current build publishes
 * them: re-read when the file changes, so a remote released alone brings its own with no
 * gateway or shell release. Undefined while it publishes none, or none that reads.
 */
export function remotePageParts(source: FrontendSource): (pathname: string) => Promise<RemotePagePart | undefined> {
  const file = sourceFile(source, REMOTE_PAGE_PARTS_FILE);
  return async (pathname) => {
    const parsed = remotePagePartsSchema.safeParse(parseJson((await file())?.text));
    if (!parsed.success) return undefined;
    // Ranked as the route table ranks its patterns (/admin/blog/new before /admin/blog/:id).
    return bestRouteMatch(Object.entries(parsed.data.routes), pathname);
  };
}

/**
 * The placeholder as the page carries it: before #root (React never touches it), inert and
 * hidden from assistive technology (a picture, announced by nobody, that takes no focus or
 * click), until the shell removes it once the remote's App has drawn.
 */
export function placeholderBlock(markup: string | undefined): string {
  return markup ? `<div id="${PAGE_PLACEHOLDER_ID}" inert aria-hidden="true">${markup}</div>` : '';
}
