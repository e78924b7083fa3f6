import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-users';

/** Two-factor setup result (docs/product/data-model.md#two-factor-setup-result). */
export const twoFactorSetupSchema = z.object({
  qrCodeUrl: z.string(),
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** A code from the authenticator app (6 digits) or a backup code; the spec names the field `token`. */
export const twoFactorCodeSchema = z.object({
  token: z
    .string({ error: ADMIN_MESSAGES.codeRequiredSettings })
    .trim()
    .min(1, ADMIN_MESSAGES.codeRequiredSettings)
    .max(32, ADMIN_MESSAGES.invalidCode),
});
export type TwoFactorCode = z.infer<typeof twoFactorCodeSchema>;

export const TWO_FACTOR_ISSUER = 'Fresh Pouf';
export const BACKUP_CODE_COUNT = 10;
/** Wrong codes one pending sign-in may take before it ends. */
export const MAX_SECOND_STEP_ATTEMPTS = 5;

/**
 * HTTP 429 of the second step (and of disabling two-factor) once the account has had too many
 * wrong codes, across every sign-in: the password still works, the codes wait.
 */
export function secondStepLockedMessage(minutes: number): string {
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return (
    `Too many wrong verification codes. For your security, two-factor sign-in to this account is locked for ${wait}. ` +
    'Please try again later, or ask an administrator for help.'
  );
}
