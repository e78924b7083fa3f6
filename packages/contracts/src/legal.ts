import { z } from 'zod';
import { LEGAL_DOCUMENTS } from '@fresh-pouf/contracts/values';

export const legalDocumentSchema = z.object({
  title: z.string().min(1),
  version: z.string().min(1),
  effectiveDate: z.iso.date(),
  /** Rendered from the Markdown and sanitised by the server. */
  html: z.string(),
});
export type LegalDocument = z.output<typeof legalDocumentSchema>;

/**
 * Every Privacy Policy version ever published, LEGAL_DOCUMENTS.privacy.version among them. A
 * consent names one of these or is no consent: a record of "9999-99-99" would claim an acceptance
 * of a text that never existed. When a new text ships, keep the older versions here (a
 * page opened before the release still shows, and sends, the one before), and release bff-public
 * and core-service before the front ends that send it.
 */
export const PUBLISHED_PRIVACY_VERSIONS = [LEGAL_DOCUMENTS.privacy.version] as const;

/** What core keeps of a consent: the version accepted and the client address (hashed by core before it is stored). */
export const consentSchema = z.object({
  privacyVersion: z.enum(PUBLISHED_PRIVACY_VERSIONS),
  ip: z.string().max(100),
});
export type Consent = z.infer<typeof consentSchema>;

/**
 * The client address of a sign-up as its per-address limit keys it (an IPv6 address by its /56,
 * which one household or phone gets), sent by the BFF with every sign-up, consent or not. Core
 * keeps it only as a hash keyed like the consent's, to hold referrals from the referrer's own
 * address or from many friends at one address.
 */
export const clientAddressSchema = z.string().min(1).max(100);
