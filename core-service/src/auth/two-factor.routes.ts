import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from './actor-access';
import type { TwoFactorService } from './two-factor.service';

export function twoFactorRoutes(serve: Serve, service: TwoFactorService): void {
  serve(coreApi.staff.setupTwoFactor, ({ actor }) => service.setup(actor));
  serve(coreApi.staff.confirmTwoFactor, async ({ actor, body }) => ({
    account: await service.confirm(actor, body.code),
  }));
  serve(coreApi.staff.disableTwoFactor, async ({ actor, body }) => ({
    account: await service.disable(actor, body.code),
  }));
  serve(coreApi.staff.verifySecondStep, async ({ body }) => ({ account: await service.verifySignIn(body) }));
}
