import { adminUserSchema, type AdminUser } from '@fresh-pouf/contracts';

/** Turning two-factor on or off may answer the updated user (spec section 7: "may include user"). */
export const userAnswer = {
  parse: (input: unknown): AdminUser | undefined => adminUserSchema.optional().parse((input as { user?: unknown } | null)?.user),
};
