import { z } from 'zod';
import { changePasswordSchema, createUserSchema } from '../admin-staff';
import { twoFactorSetupSchema } from '../admin-two-factor';
import {
  ADMIN_MESSAGES,
  ADMINS_ONLY,
  adminLoginRequestSchema,
  proofOfWorkChallengeSchema,
  staffAccountSchema,
  staffUserSchema,
  usersResponseSchema,
} from '../admin-users';
import { adminsOnly, CORE_FAILURE_MESSAGES, coreRoute, idParams } from './route';

/** Who acts, from where: bff-admin names the signed-in staff member, core authorizes and audits. */
export const actorSchema = z.object({
  actorId: z.number().int().positive(),
  ip: z.string().max(100).default('unknown'),
});
export type Actor = z.output<typeof actorSchema>;

/** A sign-in attempt, with the address it came from for throttling and audit. */
export const coreLoginSchema = adminLoginRequestSchema.extend({ ip: z.string().max(100).default('unknown') });
export type CoreLogin = z.infer<typeof coreLoginSchema>;

/** A password checked for an account with two-factor on: the second step must name it. */
export const pendingSignInSchema = z.object({ id: z.uuid(), expiresAt: z.string() });
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/**
 * Either the password matched (the BFF decides between a session and a second step), or the
 * attempt was not checked because it needs a proof of work first.
 */
export const coreLoginResultSchema = z.union([
  z.object({ account: staffAccountSchema, pendingSignIn: pendingSignInSchema.optional() }),
  z.object({ proofOfWork: proofOfWorkChallengeSchema }),
]);
export type CoreLoginResult = z.infer<typeof coreLoginResultSchema>;

const codeSchema = z.string().trim().min(1).max(32);
export const coreTwoFactorCodeSchema = z.object({ code: codeSchema });
export const coreSecondStepSchema = z.object({
  pendingId: z.uuid(),
  code: codeSchema,
  ip: z.string().max(100).default('unknown'),
});

export const coreAccountResultSchema = z.object({ account: staffAccountSchema });
export const staffUserResultSchema = z.object({ user: staffUserSchema });

const failureMessage = CORE_FAILURE_MESSAGES.admin;

/** Deactivating and reactivating an account differ only in the last segment. */
const setActive = <A extends 'deactivate' | 'reactivate'>(action: A) =>
  coreRoute({
    method: 'POST',
    path: `/internal/staff/:id/${action}`,
    ...idParams(ADMIN_MESSAGES.userNotFound),
    ...adminsOnly(ADMINS_ONLY.staff),
    status: 200,
    response: staffUserResultSchema,
    passThrough: [400, 401, 403, 404, 409],
    failureMessage,
  });

/** Staff accounts: sign-in, sessions' accounts, two-factor and the staff list. */
export const coreStaffApi = {
  login: coreRoute({
    method: 'POST',
    path: '/internal/auth/login',
    body: coreLoginSchema,
    status: 200,
    response: coreLoginResultSchema,
    passThrough: [400, 401],
    failureMessage,
  }),
  /** The account behind a session; bff-admin reads it on every call. */
  account: coreRoute({
    method: 'GET',
    path: '/internal/accounts/:id',
    ...idParams(ADMIN_MESSAGES.userNotFound),
    status: 200,
    response: staffAccountSchema,
    passThrough: [404],
    failureMessage,
  }),
  setupTwoFactor: coreRoute({
    method: 'POST',
    path: '/internal/two-factor/setup',
    actor: 'staff',
    status: 200,
    response: twoFactorSetupSchema,
    passThrough: [401, 409],
    failureMessage,
  }),
  confirmTwoFactor: coreRoute({
    method: 'POST',
    path: '/internal/two-factor/confirm',
    actor: 'staff',
    body: coreTwoFactorCodeSchema,
    status: 200,
    response: coreAccountResultSchema,
    passThrough: [400, 401],
    failureMessage,
  }),
  /** 429: the account's second step is locked after too many wrong codes. */
  disableTwoFactor: coreRoute({
    method: 'POST',
    path: '/internal/two-factor/disable',
    actor: 'staff',
    body: coreTwoFactorCodeSchema,
    status: 200,
    response: coreAccountResultSchema,
    passThrough: [400, 401, 429],
    failureMessage,
  }),
  verifySecondStep: coreRoute({
    method: 'POST',
    path: '/internal/two-factor/verify',
    body: coreSecondStepSchema,
    status: 200,
    response: coreAccountResultSchema,
    passThrough: [400, 401, 429],
    failureMessage,
  }),
  /** Answers the account, so bff-admin can sign a new token: the change ends every older session. */
  changePassword: coreRoute({
    method: 'POST',
    path: '/internal/staff/change-password',
    actor: 'staff',
    body: changePasswordSchema,
    status: 200,
    response: coreAccountResultSchema,
    passThrough: [400, 401],
    failureMessage,
  }),
  list: coreRoute({
    method: 'GET',
    path: '/internal/staff',
    ...adminsOnly(ADMINS_ONLY.staff),
    status: 200,
    response: usersResponseSchema,
    passThrough: [401, 403],
    failureMessage,
  }),
  create: coreRoute({
    method: 'POST',
    path: '/internal/staff',
    ...adminsOnly(ADMINS_ONLY.staff),
    body: createUserSchema,
    status: 201,
    response: staffUserResultSchema,
    passThrough: [400, 401, 403, 409],
    failureMessage,
  }),
  deactivate: setActive('deactivate'),
  reactivate: setActive('reactivate'),
};
