import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { StaffService } from './staff.service';

export function staffRoutes(serve: Serve, service: StaffService): void {
  serve(coreApi.staff.changePassword, async ({ actor, body }) => ({
    account: await service.changePassword(actor, body),
  }));
  serve(coreApi.staff.list, async () => ({ users: await service.list() }));
  serve(coreApi.staff.create, async ({ actor, body }) => ({ user: await service.create(actor, body) }));
  serve(coreApi.staff.deactivate, async ({ actor, params }) => ({ user: await service.deactivate(actor, params.id) }));
  serve(coreApi.staff.reactivate, async ({ actor, params }) => ({ user: await service.reactivate(actor, params.id) }));
}
