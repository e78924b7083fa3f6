import { createHash, randomBytes } from 'node:crypto';
import { BACKUP_CODE_COUNT, TWO_FACTOR_ISSUER } from '@fresh-pouf/contracts';
import QRCode from 'qrcode';
import speakeasy from 'speakeasy';

const STEP_SECONDS = 30;
const TOTP_PATTERN = /^\d{6}$/;
// Letters only, so a backup code never looks like an app code, and no i/l/o that read like 1/0.
// Six of them, because the sign-in screen's code input takes six characters (docs/product/staff-area.md#two-factor-code-entry).
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz';
const BACKUP_CODE_LENGTH = 6;

export interface NewSecret {
  secret: string;
  otpauthUrl: string;
  qrCodeUrl: string;
}

export async function newSecret(username: string): Promise<NewSecret> {
  const secret = speakeasy.generateSecret({ length: 20 }).base32;
  // The issuer goes in through otpauthURL, so authenticator apps show "Fresh Pouf (username)".
  const otpauthUrl = speakeasy.otpauthURL({ secret, encoding: 'base32', label: username, issuer: TWO_FACTOR_ISSUER });
  return { secret, otpauthUrl, qrCodeUrl: await QRCode.toDataURL(otpauthUrl) };
}

export const isTotpCode = (code: string) => TOTP_PATTERN.test(code);

/**
 * The time step a 6-digit code belongs to (this one or the one either side), or null. The
 * caller must still claim the step, because speakeasy accepts a code again within its window.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!isTotpCode(code)) return null;
  const delta = speakeasy.totp.verifyDelta({
    secret,
    encoding: 'base32',
    token: code,
    window: 1,
    time: Math.floor(now / 1000),
  });
  if (!delta) return null;
  return Math.floor(now / 1000 / STEP_SECONDS) + delta.delta;
}

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars: string[] = [];
    // Rejection sampling keeps every letter equally likely.
    while (chars.length < BACKUP_CODE_LENGTH) {
      for (const byte of randomBytes(16)) {
        if (byte < 230 && chars.length < BACKUP_CODE_LENGTH)
          chars.push(BACKUP_ALPHABET[byte % BACKUP_ALPHABET.length] ?? 'a');
      }
    }
    return chars.join('');
  });
}

/**
 * A fast hash bound to the user id lets the database find and remove a used code in one atomic
 * statement, which a bcrypt hash would not. Guessing is held off online (password first, five
 * codes per pending sign-in, a limit of wrong codes per account over all its sign-ins); offline,
 * whoever reads this table also reads the TOTP secret next to it, so a slow hash would protect
 * nothing more.
 */
export function hashBackupCode(userId: number, code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`${userId}:${normalised}`).digest('hex');
}
