import {
  ADMIN_MESSAGES,
  adminStatsSchema,
  adminWaitlistPageSchema,
  apiErrorSchema,
  coreAccountResultSchema,
  coreLoginResultSchema,
  staffAccountSchema,
  type AdminStats,
  type AdminWaitlistPage,
  type AdminWaitlistQuery,
  type CoreLogin,
  type StaffAccount,
  type CreateUser,
  type StaffUser,
  staffUserResultSchema,
  usersResponseSchema,
  twoFactorSetupSchema,
  type TwoFactorSetup,
} from '@fresh-pouf/contracts';
import { AppError, type Logger, type ServiceClient } from '@fresh-pouf/server-kit';
import type { z } from 'zod';

/** Who acts, from where: core writes it to the audit log. */
export interface Actor {
  actorId: number;
  ip: string;
}

const UNAVAILABLE = 'The admin service is temporarily unavailable. Please try again.';

/** Typed calls to core-service; core's answers are parsed with the shared contracts. */
export function createCoreApi(core: ServiceClient, logger: Logger) {
  async function call<S extends z.ZodType>(
    schema: S,
    method: string,
    path: string,
    options: { body?: unknown; requestId?: string | undefined; passThrough?: number[] } = {},
  ): Promise<z.output<S>> {
    const { status, body } = await core.request(method, path, { body: options.body, requestId: options.requestId });
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(body);
      if (parsed.success) return parsed.data;
      logger.error({ path, issues: parsed.error.issues }, 'core-service answered with an unexpected body');
      throw new AppError(502, UNAVAILABLE);
    }
    if (options.passThrough?.includes(status)) {
      const error = apiErrorSchema.safeParse(body);
      throw new AppError(status, error.data?.message ?? 'Request failed', error.data?.fieldErrors);
    }
    // A 401 here means the service tokens disagree: the operator must see it, staff must not.
    logger.error({ path, status, body }, 'unexpected answer from core-service');
    throw new AppError(502, UNAVAILABLE);
  }

  return {
    async login(attempt: CoreLogin, requestId?: string) {
      try {
        return await call(coreLoginResultSchema, 'POST', '/internal/auth/login', { body: attempt, requestId, passThrough: [400, 401] });
      } catch (err) {
        if (err instanceof AppError && err.status === 401) throw AppError.unauthorized(ADMIN_MESSAGES.invalidCredentials);
        throw err;
      }
    },
    /** The account behind a session, or null when it no longer exists. */
    async account(id: number, requestId?: string): Promise<StaffAccount | null> {
      try {
        return await call(staffAccountSchema, 'GET', `/internal/accounts/${id}`, { requestId, passThrough: [404] });
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }
    },
    setupTwoFactor: (actor: Actor, requestId?: string): Promise<TwoFactorSetup> =>
      call(twoFactorSetupSchema, 'POST', '/internal/two-factor/setup', { body: actor, requestId, passThrough: [401, 409] }),
    confirmTwoFactor: async (actor: Actor, code: string, requestId?: string): Promise<StaffAccount> =>
      (await call(coreAccountResultSchema, 'POST', '/internal/two-factor/confirm', { body: { ...actor, code }, requestId, passThrough: [400, 401] }))
        .account,
    // 429: the account's second step is locked after too many wrong codes.
    disableTwoFactor: async (actor: Actor, code: string, requestId?: string): Promise<StaffAccount> =>
      (await call(coreAccountResultSchema, 'POST', '/internal/two-factor/disable', { body: { ...actor, code }, requestId, passThrough: [400, 401, 429] }))
        .account,
    verifySecondStep: async (pendingId: string, code: string, ip: string, requestId?: string): Promise<StaffAccount> =>
      (await call(coreAccountResultSchema, 'POST', '/internal/two-factor/verify', { body: { pendingId, code, ip }, requestId, passThrough: [400, 401, 429] }))
        .account,
    changePassword: async (actor: Actor, passwords: { currentPassword: string; newPassword: string }, requestId?: string) =>
      (await call(coreAccountResultSchema, 'POST', '/internal/staff/change-password', { body: { ...actor, ...passwords }, requestId, passThrough: [400, 401] }))
        .account,
    listStaff: async (actor: Actor, requestId?: string): Promise<StaffUser[]> =>
      (await call(usersResponseSchema, 'POST', '/internal/staff/list', { body: actor, requestId, passThrough: [401, 403] })).users,
    createStaff: async (actor: Actor, user: CreateUser, requestId?: string): Promise<StaffUser> =>
      (await call(staffUserResultSchema, 'POST', '/internal/staff', { body: { ...actor, ...user }, requestId, passThrough: [400, 401, 403, 409] })).user,
    setStaffActive: async (actor: Actor, id: number, active: boolean, requestId?: string): Promise<StaffUser> =>
      (
        await call(staffUserResultSchema, 'POST', `/internal/staff/${id}/${active ? 'reactivate' : 'deactivate'}`, {
          body: actor,
          requestId,
          passThrough: [400, 401, 403, 404, 409],
        })
      ).user,
    stats: (requestId?: string): Promise<AdminStats> => call(adminStatsSchema, 'GET', '/internal/admin/stats', { requestId }),
    waitlistPage(query: AdminWaitlistQuery, requestId?: string): Promise<AdminWaitlistPage> {
      const params = new URLSearchParams({ limit: String(query.limit) });
      if (query.before !== undefined) params.set('before', String(query.before));
      return call(adminWaitlistPageSchema, 'GET', `/internal/admin/waitlist?${params}`, { requestId });
    },
  };
}

export type CoreApi = ReturnType<typeof createCoreApi>;
