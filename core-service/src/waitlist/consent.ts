import { createHmac } from 'node:crypto';
import type { Consent } from '@fresh-pouf/contracts';
import type { StoredConsent } from './waitlist.repository';

/** A client address as it is kept: a keyed hash, comparable but not readable. */
export const clientKey = (ip: string, key: string) => createHmac('sha256', key).update(ip).digest('hex');

/** A consent as it is kept: the version, and the address only as a keyed hash (comparable, not readable). */
export function storedConsent(consent: Consent | undefined, key: string): StoredConsent | undefined {
  if (!consent) return undefined;
  return { privacyVersion: consent.privacyVersion, ipHash: clientKey(consent.ip, key) };
}
