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
