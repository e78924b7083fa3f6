import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { PaymentsService } from './payments.service';

export function paymentsRoutes(serve: Serve, service: PaymentsService): void {
  serve(coreApi.checkout.prepareEarlyBird, ({ body }) => service.prepareEarlyBird(body));
  serve(coreApi.checkout.saveStripeIds, ({ params, body }) => service.saveStripeIds(params.id, body));
  serve(coreApi.checkout.recordPaymentEvent, ({ body }) => service.recordEvent(body));
  serve(coreApi.billing.portalCustomer, ({ body }) => service.portalCustomer(body.token));
  serve(coreApi.billing.sendPortalLink, ({ body }) => service.sendPortalLink(body.email));
  serve(coreApi.billing.subscriptions, ({ query }) => service.subscriptions(query.after));
  serve(coreApi.billing.subscriptionsByIds, ({ body }) => service.subscriptionsByIds(body.subscriptionIds));
  serve(coreApi.billing.syncSubscription, ({ params, body }) => service.syncSubscription(params.id, body));
  serve(coreApi.admin.stripeEvents, ({ query }) => service.stripeEvents(query));
  serve(coreApi.admin.acknowledgePriceAlert, ({ actor, params, body }) =>
    service.acknowledgePriceAlert(actor, params.id, body.note),
  );
  serve(coreApi.admin.replayStripeEvent, ({ params }) => service.replayStripeEvent(params.eventId));
}
