import { z } from 'zod';
import { landingTouch, REFERRAL_CODE_PATTERN } from '@fresh-pouf/contracts/values';

const label = z
  .string()
  .trim()
  .max(200)
  // One line of printable text: nothing that could break out of a CSV cell or a log line.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  .regex(/^[^\u0000-\u001f\u007f]*$/)
  .optional()
  .transform((v) => v || undefined);

export const attributionSchema = z.object({
  utmSource: label,
  utmMedium: label,
  utmCampaign: label,
  /** The referring site's origin only (https://news.example.com), never its path. */
  referrer: z
    .url({ protocol: /^https?$/ })
    .max(200)
    .optional()
    .transform((v) => (v ? new URL(v).origin : undefined)),
  /** A referral code from a `?ref=` link. */
  ref: z.string().regex(REFERRAL_CODE_PATTERN).optional(),
});
export type Attribution = z.output<typeof attributionSchema>;

/** The first touch from a landing URL and document.referrer, checked; null when it says nothing. */
export function attributionFromLanding(url: URL, referrer: string): Attribution | null {
  const parsed = attributionSchema.safeParse(landingTouch(url, referrer) ?? {});
  if (!parsed.success) return null;
  return Object.values(parsed.data).some((v) => v !== undefined) ? parsed.data : null;
}

/** The header value: URI-encoded JSON (header values must be plain ASCII). */
export const encodeAttribution = (attribution: Partial<Attribution>) => encodeURIComponent(JSON.stringify(attribution));

export function decodeAttribution(header: string | undefined): Attribution | null {
  if (!header || header.length > 2000) return null;
  try {
    const parsed = attributionSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** "newsletter / email / launch", "news.example.com" or "referral AbC123": a source in a few words, for staff. */
export function describeSource(a: Partial<Attribution>): string | null {
  const campaign = [a.utmSource, a.utmMedium, a.utmCampaign].filter(Boolean).join(' / ');
  if (campaign) return campaign;
  if (a.ref) return `referral ${a.ref}`;
  if (a.referrer) return a.referrer.replace(/^https?:\/\//, '');
  return null;
}
