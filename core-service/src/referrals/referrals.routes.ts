import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { ReferralsService } from './referrals.service';

export function referralsRoutes(serve: Serve, service: ReferralsService): void {
  serve(coreApi.referralHolds.list, () => service.held());
  serve(coreApi.referralHolds.approve, ({ actor, params }) => service.approve(actor, params.id));
  serve(coreApi.referralHolds.refuse, ({ actor, params }) => service.refuse(actor, params.id));
}
