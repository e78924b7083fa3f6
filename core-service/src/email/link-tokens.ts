import { createHash, randomBytes } from 'node:crypto';

/** A token for an e-mailed link: 32 random bytes, base64url (the 43 characters the contracts' token schemas accept). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** Only this is stored, so a copy of the database opens no link. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
