import { ATTRIBUTION_STORAGE_KEY, landingTouch } from '@fresh-pouf/contracts/values';

/**
 * Keeps where this tab's visit came from (utm_*, the referring site, a ?ref= code) for the
 * sign-up: the first page that says anything wins. Session storage only: no cookie. Kept as
 * read: the sign-up checks it (attributionSchema) when it sends it, and drops what is not valid.
 */
export function rememberFirstTouch(location: Location, referrer: string): void {
  try {
    if (sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)) return;
    const touch = landingTouch(new URL(location.href), referrer);
    if (touch) sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(touch));
  } catch {
    // Storage blocked (some private modes): the sign-up simply carries no source.
  }
}
