import { z } from 'zod';
import { ADMIN_MESSAGES, STAFF_ROLES } from './admin-users';

/**
 * Change password (docs/product/staff-area.md#change-password), first failure first; "do not match" is the form's own check.
 * A "new" password equal to the current one changes nothing, so it is refused as a field error.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ADMIN_MESSAGES.currentPasswordRequired })
      .min(1, ADMIN_MESSAGES.currentPasswordRequired)
      .max(200),
    newPassword: z
      .string({ error: ADMIN_MESSAGES.newPasswordRequired })
      .min(1, ADMIN_MESSAGES.newPasswordRequired)
      .min(8, ADMIN_MESSAGES.newPasswordMin)
      .max(200, 'New password must be at most 200 characters long'),
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: ADMIN_MESSAGES.newPasswordSameAsCurrent,
    // Only once each field is fine on its own, so the messages keep their documented order.
    when: (payload) => payload.issues.length === 0,
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The order of docs/product/staff-area.md#change-password, including the confirmation the form asks for. */
export function checkPasswordChange(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): string | null {
  if (!input.currentPassword) return ADMIN_MESSAGES.currentPasswordRequired;
  if (!input.newPassword) return ADMIN_MESSAGES.newPasswordRequired;
  if (input.newPassword !== input.confirmPassword) return ADMIN_MESSAGES.passwordsDoNotMatch;
  if (input.newPassword.length < 8) return ADMIN_MESSAGES.newPasswordMin;
  if (input.newPassword === input.currentPassword) return ADMIN_MESSAGES.newPasswordSameAsCurrent;
  return null;
}

const required = z.string({ error: ADMIN_MESSAGES.allFieldsRequired }).trim().min(1, ADMIN_MESSAGES.allFieldsRequired);

/** Create user (docs/product/staff-area.md#staff-users): every field first, then the password length. */
export const createUserSchema = z
  .object({
    username: required.max(100),
    email: required.max(254),
    password: z.string({ error: ADMIN_MESSAGES.allFieldsRequired }).min(1, ADMIN_MESSAGES.allFieldsRequired).max(200),
    fullName: required.max(120),
    role: z.enum(STAFF_ROLES).default('editor'),
  })
  .superRefine((value, ctx) => {
    if (value.password.length < 8)
      ctx.addIssue({ code: 'custom', path: ['password'], message: ADMIN_MESSAGES.createPasswordMin });
    if (value.username.length < 3)
      ctx.addIssue({ code: 'custom', path: ['username'], message: ADMIN_MESSAGES.usernameMin });
    if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter a valid email address' });
    }
  });
export type CreateUser = z.infer<typeof createUserSchema>;

/** What bff-admin answers a password change: the old token is void, so a new one comes with it. */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
