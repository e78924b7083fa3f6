import { ADMIN_MESSAGES, type Actor, type CoreRoute } from '@fresh-pouf/contracts';
import { AppError, type ServeRoute } from '@fresh-pouf/server-kit';
import type { UserRow, UsersRepository } from '../users/users.repository';

/** A staff member core has authorized for the call at hand, with the address for the audit log. */
export interface ActingStaff {
  user: UserRow;
  ip: string;
}

/** How core registers its internal routes: every route that names an actor is authorized first. */
export type Serve = ServeRoute<ActingStaff>;

/**
 * The one place staff authorization is decided. bff-admin authenticates (the session token and
 * that it is still the account's current session) and names the actor; core, which owns the
 * accounts, decides what that actor may do, reading the account as it is now. Checks that must
 * hold under concurrency (an active admin remains) are repeated under row locks by the
 * repository, so a change racing this check cannot slip past it.
 */
export function authorizeActor(users: UsersRepository) {
  return async (
    access: NonNullable<CoreRoute['actor']>,
    { actorId, ip }: Actor,
    route: CoreRoute,
  ): Promise<ActingStaff> => {
    const user = await users.findById(actorId);
    if (!user || !user.active) throw AppError.unauthorized(ADMIN_MESSAGES.sessionEnded);
    if (access === 'admin' && user.role !== 'admin')
      throw AppError.forbidden(route.forbidden ?? ADMIN_MESSAGES.adminsOnly);
    return { user, ip };
  };
}
