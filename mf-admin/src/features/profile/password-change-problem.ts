import { ADMIN_MESSAGES, changePasswordSchema } from '@fresh-pouf/contracts';

const MISSING: readonly string[] = [ADMIN_MESSAGES.currentPasswordRequired, ADMIN_MESSAGES.newPasswordRequired];

/**
 * The first problem in the order of docs/product/staff-area.md#change-password, checked with the server's own schema; only
 * "do not match" is the form's, as the server never sees the confirmation.
 */
export function passwordChangeProblem(values: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): string | null {
  const parsed = changePasswordSchema.safeParse({
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  const first = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  if (first && MISSING.includes(first)) return first;
  if (values.newPassword !== values.confirmPassword) return ADMIN_MESSAGES.passwordsDoNotMatch;
  return first;
}
