import { createHash, randomBytes } from 'node:crypto';

// Random bytes drawn 4 KB at a time from the same secure source and handed out once each, as
// Node's randomUUID does: a sign-up needs four tokens, and each randomBytes() call costs a round
// through OpenSSL (its fork check included) that one larger call shares out.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let taken = 0;

/** `size` secure random bytes (at most 4 KB), as base64url. */
export function randomToken(size: number): string {
  if (taken + size > pool.length) {
    pool = randomBytes(Math.max(POOL_BYTES, size));
    taken = 0;
  }
  const token = pool.toString('base64url', taken, taken + size);
  taken += size;
  return token;
}

/** A token for an e-mailed link: 32 random bytes, base64url (the 43 characters the contracts' token schemas accept). */
export const newLinkToken = () => randomToken(32);

/** Only this is stored, so a copy of the database opens no link. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
