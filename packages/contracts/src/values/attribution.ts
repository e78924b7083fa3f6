/**
 * Where a visitor came from, as their first page in this tab said: the campaign's
 * utm_* parameters, the referring site and a referral code. Kept in session storage (no cookie,
 * no third-party script) and sent with the sign-up in one header, beside the sign-up's body.
 */
export const ATTRIBUTION_STORAGE_KEY = 'firstTouch';
export const ATTRIBUTION_HEADER = 'x-signup-attribution';

/** The query parameter of a referral link: `/?ref=<code>`. */
export const REFERRAL_PARAM = 'ref';

/** What a `?ref=` referral code looks like (attributionSchema checks it with this). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{4,40}$/;

/** The referral code a landing URL's `?ref=` carries, when it is one: the page says a friend invited the visitor. */
export function referralCodeOf(search: URLSearchParams): string | null {
  const code = search.get(REFERRAL_PARAM);
  return code !== null && REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** What a landing URL and document.referrer say of a visit's source, unchecked (attributionSchema checks it). */
export interface LandingTouch {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrer?: string;
  ref?: string;
}

/**
 * The first touch as the landing page reads it, before anything is loaded to check it: the
 * sign-up checks it (attributionSchema) when it sends it. Undefined when it says nothing.
 */
export function landingTouch(url: URL, referrer: string): LandingTouch | undefined {
  const params = url.searchParams;
  let referringOrigin: string | undefined;
  try {
    const from = referrer ? new URL(referrer) : null;
    // Moving around the site itself is not a source.
    if (from && from.origin !== url.origin) referringOrigin = from.origin;
  } catch {
    referringOrigin = undefined;
  }
  const touch: LandingTouch = {
    utmSource: params.get('utm_source') ?? undefined,
    utmMedium: params.get('utm_medium') ?? undefined,
    utmCampaign: params.get('utm_campaign') ?? undefined,
    referrer: referringOrigin,
    ref: params.get(REFERRAL_PARAM) ?? undefined,
  };
  return Object.values(touch).some((value) => value) ? touch : undefined;
}
