import { createHmac } from 'node:crypto';
import type { Consent } from '@fresh-pouf/contracts';
import type { StoredConsent } from './waitlist.repository';

/** A client address as it is kept: a keyed hash (comparable, not readable; a bare hash of an IPv4 address is undone by trying them all). */
export const addressHash = (address: string, key: string) => createHmac('sha256', key).update(address).digest('hex');

/** A consent as it is kept: the version, and the address only as a keyed hash. */
export function storedConsent(consent: Consent | undefined, key: string): StoredConsent | undefined {
  if (!consent) return undefined;
  return { privacyVersion: consent.privacyVersion, ipHash: addressHash(consent.ip, key) };
}

/** The keyed hash of a sign-up's client address, when the BFF named one. */
export const clientHash = (address: string | undefined, key: string) =>
  address === undefined ? undefined : addressHash(address, key);
