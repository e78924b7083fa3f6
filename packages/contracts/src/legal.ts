import { z } from 'zod';

/**
 * The Privacy Policy and the Terms of Service (issue 14): their text is Markdown in bff-public
 * (content/legal/), served rendered at LEGAL_API; the marketing remote shows them at their page.
 * A new text is a new version: the version a visitor accepted is what core records with a sign-up.
 */
export const LEGAL_DOCUMENTS = {
  privacy: { title: 'Privacy Policy', path: '/privacy', version: '2026-11-23', effectiveDate: '2026-11-23' },
  terms: { title: 'Terms of Service', path: '/terms', version: '2026-11-23', effectiveDate: '2026-11-23' },
} as const;
export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;

export const legalApiPath = (id: LegalDocumentId) => `/api/legal/${id}` as const;

export const legalDocumentSchema = z.object({
  title: z.string().min(1),
  version: z.string().min(1),
  effectiveDate: z.iso.date(),
  /** Rendered from the Markdown and sanitised by the server. */
  html: z.string(),
});
export type LegalDocument = z.output<typeof legalDocumentSchema>;

/**
 * Sent by the waitlist form and the Early Bird checkout: the Privacy Policy version the visitor
 * accepted (LEGAL_DOCUMENTS.privacy.version), for core to keep with the entry.
 */
export const CONSENT_HEADER = 'x-signup-privacy-version';

/** What core keeps of a consent: the version accepted and the client address (hashed by core before it is stored). */
export const consentSchema = z.object({
  privacyVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ip: z.string().max(100),
});
export type Consent = z.infer<typeof consentSchema>;
