import { CONSENT_HEADER, type Consent, consentSchema } from '@fresh-pouf/contracts';
import type { Request } from 'express';

/**
 * The privacy-policy version the form says its visitor accepted, with the client address (as
 * `trust proxy` decides it); core keeps the address only hashed. A malformed header, or a version
 * never published (consentSchema), is no consent, and the sign-up goes on without one.
 */
export function consentOf(req: Request): Consent | undefined {
  const version = req.get(CONSENT_HEADER);
  if (version === undefined) return undefined;
  const parsed = consentSchema.safeParse({
    privacyVersion: version,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  });
  return parsed.success ? parsed.data : undefined;
}
