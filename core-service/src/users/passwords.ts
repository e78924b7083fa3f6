import bcrypt from 'bcryptjs';

/** Cost 12 is about 250 ms per hash here: slow for a guesser, bearable for a sign-in. Async only. */
export const BCRYPT_COST = 12;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when there is no account (or it is locked), so the answer takes as long as a
// real check and timing does not tell which usernames exist.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= bcrypt.hash('no-such-account-placeholder', BCRYPT_COST);
  await bcrypt.compare(password, await dummyHash);
}
