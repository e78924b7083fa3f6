import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from './actor-access';
import type { AuthService } from './auth.service';

export function authRoutes(serve: Serve, service: AuthService): void {
  serve(coreApi.staff.login, ({ body }) => service.login(body));
  serve(coreApi.staff.account, ({ params }) => service.account(params.id));
}
