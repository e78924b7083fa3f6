import { adminUserSchema, type AdminUser } from '@fresh-pouf/contracts';

/** Turning two-factor on or off may answer the updated user (docs/product/staff-area.md#staff-calls: "may include the user"). */
export const userAnswer = {
  parse: (input: unknown): AdminUser | undefined =>
    adminUserSchema.optional().parse((input as { user?: unknown } | null)?.user),
};
