import type { Stripe } from '@fresh-pouf/billing';
import {
  adminApi,
  coreApi,
  DATA_REQUEST_MESSAGES,
  type DataEraseResponse,
  type DataEraseResult,
} from '@fresh-pouf/contracts';
import { ANSWERED, AppError, bffRouteServer, type CoreClient, type Logger } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import { actorOf } from '../sessions/require-staff';

/** Stripe's answer for a customer that is already gone: the erasure wanted exactly that. */
const isMissing = (err: unknown) =>
  typeof err === 'object' && err !== null && 'statusCode' in err && err.statusCode === 404;

/**
 * Data requests (GDPR articles 15 and 17). Any signed-in staff member reaches these routes; core
 * decides that only admins may use them, before Stripe is asked anything. An erasure cancels a
 * subscription that still runs at Stripe first (erasing forgets its id, and it would go on
 * charging someone nobody can name), then erases, then deletes the Stripe customer. `stripe` (a
 * key that may cancel subscriptions and delete customers, STRIPE_SECRET_KEY) unset: an entry with
 * a running subscription is not erased (the answer names it, to cancel by hand); any other is, and
 * the answer names the customer to delete by hand.
 */
export function dataRequestRoutes(
  core: CoreClient,
  stripe: Stripe | null,
  staff: RequestHandler,
  logger: Logger,
): Router {
  const router = Router();
  const serve = bffRouteServer(router, [staff]);
  const api = adminApi.dataRequests;

  serve(api.exportEntry, async ({ params, requestId, req, res }) => {
    const data = await core.call(coreApi.dataRequests.exportEntry, { actor: actorOf(req, res), params, requestId });
    // A download, named by the parsed id only (nothing the caller typed reaches the header).
    res
      .attachment(`fresh-pouf-entry-${data.entry.id}.json`)
      .type('application/json')
      .send(JSON.stringify(data, null, 2));
    return ANSWERED;
  });

  serve(api.erase, async ({ params, requestId, req, res }) => {
    const actor = actorOf(req, res);
    const plan = await core.call(coreApi.dataRequests.erasePlan, { actor, params, requestId });
    const canceled = plan.runningSubscriptionId
      ? await cancelSubscription(plan.runningSubscriptionId, plan.entryId, requestId)
      : null;
    const result = await core.call(coreApi.dataRequests.erase, {
      actor,
      params,
      body: canceled ? { canceledSubscriptionId: canceled } : {},
      requestId,
    });
    return withStripeCustomer(result, canceled, requestId);
  });

  serve(api.list, ({ requestId, req, res }) =>
    core.call(coreApi.dataRequests.list, { actor: actorOf(req, res), requestId }),
  );

  serve(api.done, ({ params, requestId, req, res }) =>
    core.call(coreApi.dataRequests.done, { actor: actorOf(req, res), params, requestId }),
  );

  /** Cancels at once (no further charge, no proration owed to anyone we can still name); a subscription Stripe no longer has is as good. Nothing is erased when it fails. */
  async function cancelSubscription(
    subscriptionId: string,
    entryId: number,
    requestId: string | undefined,
  ): Promise<string> {
    if (!stripe) throw AppError.conflict(DATA_REQUEST_MESSAGES.cancelByHand(subscriptionId));
    try {
      await stripe.subscriptions.cancel(subscriptionId);
    } catch (err) {
      if (!isMissing(err)) {
        logger.error({ err, requestId, entryId }, 'the subscription of an entry to erase could not be canceled');
        throw AppError.unavailable(DATA_REQUEST_MESSAGES.cancelFailed(subscriptionId));
      }
    }
    return subscriptionId;
  }

  /** Core has erased and forgotten the customer id: deleting it at Stripe is the last step, reported, never undone. */
  async function withStripeCustomer(
    result: DataEraseResult,
    canceled: string | null,
    requestId: string | undefined,
  ): Promise<DataEraseResponse> {
    const customer = result.stripeCustomerId;
    const said = (message: string) =>
      canceled ? `${message} ${DATA_REQUEST_MESSAGES.subscriptionCanceled(canceled)}` : message;
    const answer = { ...result, subscriptionCanceled: canceled };
    if (!customer) return { ...answer, stripeCustomer: 'none', message: said(DATA_REQUEST_MESSAGES.erased) };
    if (!stripe)
      return { ...answer, stripeCustomer: 'by-hand', message: said(DATA_REQUEST_MESSAGES.stripeByHand(customer)) };
    try {
      await stripe.customers.del(customer);
    } catch (err) {
      if (!isMissing(err)) {
        logger.error(
          { err, requestId, entryId: result.entryId },
          "the erased entry's Stripe customer could not be deleted",
        );
        return { ...answer, stripeCustomer: 'failed', message: said(DATA_REQUEST_MESSAGES.stripeFailed(customer)) };
      }
    }
    return { ...answer, stripeCustomer: 'deleted', message: said(DATA_REQUEST_MESSAGES.stripeDeleted(customer)) };
  }

  return router;
}
