// Mail clients turn web addresses, bare domains and e-mail addresses into links, even inside
// a name. Anyone can sign up any address, so a name like that would let a stranger put a link
// of their choosing into an e-mail carrying our brand.
const LINKABLE = /:\/\/|www\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

// Look-alikes a linkifier or IDNA reads as (or a reader takes for) the dot of a domain, and
// NFKC leaves alone: the ideographic full stop (IDNA's label separator, also what NFKC makes of
// U+FF61 and U+FE12), the Arabic, Syriac, Ethiopic, Lisu, Vai and stenographic full stops.
// NFKC itself folds the full-width ．(U+FF0E), the one-dot leader ․ (U+2024), the small full
// stop ﹒ (U+FE52), full-width letters, ＠ and ：／／ into their ASCII forms.
const DOT_LOOKALIKES = /[\u3002\u06D4\u0701\u0702\u1362\uA4FF\uA60E\u2E3C]/gu;
// Invisible characters (zero-width space and joiners, soft hyphen, word joiner, BOM) that split
// "evil.com" for our pattern but not for the eye.
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;

/** The name as a linkifier sees it: compatibility forms folded, invisible characters gone, every dot a dot. */
function asLinkifierSeesIt(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE, '').replace(DOT_LOOKALIKES, '.');
}

/** The visitor's name as we may show it to them, or null when a mail client could link it. */
export function displayName(fullName: string): string | null {
  const name = fullName.trim();
  return name && !LINKABLE.test(asLinkifierSeesIt(name)) ? name : null;
}
