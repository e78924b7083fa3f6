import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { DataRequestsService } from './data-requests.service';

export function dataRequestsRoutes(serve: Serve, service: DataRequestsService): void {
  serve(coreApi.dataRequests.exportEntry, ({ actor, params }) => service.exportEntry(actor, params.id));
  serve(coreApi.dataRequests.erasePlan, ({ params }) => service.erasePlan(params.id));
  serve(coreApi.dataRequests.erase, ({ actor, params, body }) =>
    service.erase(actor, params.id, body.canceledSubscriptionId),
  );
  serve(coreApi.dataRequests.list, async () => ({ requests: await service.list() }));
  serve(coreApi.dataRequests.done, ({ actor, params }) => service.done(actor, params.id));
  serve(coreApi.dataRequests.request, async ({ body }) => {
    await service.request(body.token);
  });
}
