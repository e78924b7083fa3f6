import { ATTRIBUTION_STORAGE_KEY, attributionFromLanding } from '@fresh-pouf/contracts';

/**
 * Keeps where this tab's visit came from (utm_*, the referring site, a ?ref= code) for the
 * sign-up: the first page that says anything wins. Session storage only: no cookie.
 */
export function rememberFirstTouch(location: Location, referrer: string): void {
  try {
    if (sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)) return;
    const attribution = attributionFromLanding(new URL(location.href), referrer);
    if (attribution) sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage blocked (some private modes): the sign-up simply carries no source.
  }
}
