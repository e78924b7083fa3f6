import { z } from 'zod';

/** Staff roles (docs/product/staff-area.md#staff-users); editor is the default for a new staff user. */
export const STAFF_ROLES = ['editor', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Texts of docs/product/staff-area.md the admin area and bff-admin share. */
export const ADMIN_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordsDoNotMatch: 'New passwords do not match',
  newPasswordMin: 'New password must be at least 8 characters long',
  currentPasswordWrong: 'Current password is incorrect',
  allFieldsRequired: 'All fields are required',
  createPasswordMin: 'Password must be at least 8 characters long',
  usernameTaken: 'That username is already taken',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  codeRequiredSettings: 'Please enter the verification code from your authenticator app',
  codeRequiredLogin: 'Please enter the 6-digit code from your authenticator app.',
  invalidCode: 'Invalid verification code',
  noPendingSignIn: 'Your sign-in has expired. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** The fallback; an admins-only core route names its own action (ADMINS_ONLY). */
  adminsOnly: 'Only administrators can do this.',
  userNotFound: 'User not found',
  newPasswordSameAsCurrent: 'New password must be different from your current password',
  lastActiveAdmin: 'At least one active administrator must remain. Make another user an administrator first.',
  /** Shown only by a client that does not solve the sign-in check itself (the login screen does). */
  proofOfWorkRequired: 'Please wait a moment: this sign-in needs an extra security check.',
} as const;

/**
 * What a signed-in staff member who is not an administrator is told (403) by each admins-only
 * action, naming it: an editor who reaches one learns what they may not do, not another screen's rule.
 */
export const ADMINS_ONLY = {
  staff: 'Only administrators can manage staff users.',
  dataRequests: 'Only administrators can export or erase personal data.',
  announcements: 'Only administrators can write and send announcements.',
  referralHolds: 'Only administrators can decide on held referrals.',
  priceAlerts: 'Only administrators can acknowledge price alerts.',
  stripeEvents: 'Only administrators can see and replay Stripe events.',
  reconcile: 'Only administrators can reconcile subscriptions with Stripe.',
} as const;

/** The admin user as the admin area sees it (docs/product/data-model.md#admin-user). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  role: staffRoleSchema,
  twoFactorEnabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A row of the users list: the admin user plus whether the account is active. */
export const staffUserSchema = adminUserSchema.extend({ active: z.boolean() });
export type StaffUser = z.infer<typeof staffUserSchema>;

/** What core tells a BFF about an account: the BFF needs the session version to refuse old tokens. */
export const staffAccountSchema = staffUserSchema.extend({ sessionVersion: z.number().int() });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** The login schema (docs/product/staff-area.md#login-validation). */
export const adminLoginSchema = z.object({
  username: z.string({ error: ADMIN_MESSAGES.usernameMin }).trim().min(3, ADMIN_MESSAGES.usernameMin).max(100),
  password: z.string({ error: ADMIN_MESSAGES.passwordMin }).min(6, ADMIN_MESSAGES.passwordMin).max(200),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/**
 * Sign-in proof of work (hashcash): after failures on an account from anywhere, its next
 * attempts must carry a nonce such that SHA-256 of `proofOfWorkInput(challenge, nonce)` starts
 * with `difficulty` zero bits. It costs a guesser per attempt and costs the owner a moment,
 * instead of locking the owner out. The login screen solves it without the user noticing.
 */
export const proofOfWorkChallengeSchema = z.object({
  challenge: z.string().min(1).max(512),
  difficulty: z.number().int().min(0).max(32),
});
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallengeSchema>;

export const proofOfWorkSchema = z.object({
  challenge: z.string().min(1).max(512),
  nonce: z.string().regex(/^\d{1,20}$/),
});
export type ProofOfWork = z.infer<typeof proofOfWorkSchema>;

/** The text whose SHA-256 (UTF-8) must start with the zero bits. */
export const proofOfWorkInput = (challenge: string, nonce: string) => `${challenge}:${nonce}`;

/** How many zero bits a digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** What the login screen sends: the spec's fields plus, when asked for, a solved proof of work. */
export const adminLoginRequestSchema = adminLoginSchema.extend({ proofOfWork: proofOfWorkSchema.optional() });
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** bff-admin -> browser, HTTP 428: solve this and send the same credentials again with the proof. */
export const proofOfWorkRequiredSchema = z.object({ message: z.string(), proofOfWork: proofOfWorkChallengeSchema });
export type ProofOfWorkRequired = z.infer<typeof proofOfWorkRequiredSchema>;

/** Login response (docs/product/data-model.md#login-response). */
export const loginResponseSchema = z.object({
  token: z.string().optional(),
  user: adminUserSchema.optional(),
  requireTwoFactor: z.boolean().optional(),
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const usersResponseSchema = z.object({ users: z.array(staffUserSchema) });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

export function toAdminUser(account: StaffUser | StaffAccount): AdminUser {
  const { id, username, fullName, email, role, twoFactorEnabled } = account;
  return { id, username, fullName, email, role, twoFactorEnabled };
}
