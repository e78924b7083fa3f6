import { z } from 'zod';

export const legalDocumentSchema = z.object({
  title: z.string().min(1),
  version: z.string().min(1),
  effectiveDate: z.iso.date(),
  /** Rendered from the Markdown and sanitised by the server. */
  html: z.string(),
});
export type LegalDocument = z.output<typeof legalDocumentSchema>;

/** What core keeps of a consent: the version accepted and the client address (hashed by core before it is stored). */
export const consentSchema = z.object({
  privacyVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ip: z.string().max(100),
});
export type Consent = z.infer<typeof consentSchema>;

/**
 * The client address of a sign-up as its per-address limit keys it (an IPv6 address by its /56,
 * which one household or phone gets), sent by the BFF with every sign-up, consent or not. Core
 * keeps it only as a hash keyed like the consent's, to hold referrals from the referrer's own
 * address or from many friends at one address (issue 22).
 */
export const clientAddressSchema = z.string().min(1).max(100);
