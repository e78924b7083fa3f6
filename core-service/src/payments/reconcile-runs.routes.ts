import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { ReconcileRunsService } from './reconcile-runs.service';

/** The admins' check against Stripe: its state, which every bff-admin copy reads here. */
export function reconcileRunsRoutes(serve: Serve, service: ReconcileRunsService): void {
  serve(coreApi.admin.startReconcile, ({ actor }) => service.start(actor.user.id));
  serve(coreApi.admin.latestReconcile, () => service.latest());
  serve(coreApi.admin.reconcileMatch, ({ params, body }) => service.match(params.id, body.subscriptionIds));
  serve(coreApi.admin.reconcileUnseen, ({ params, query }) => service.unseen(params.id, query.after));
  serve(coreApi.admin.reconcileProgress, ({ params, body }) => service.progress(params.id, body));
}
