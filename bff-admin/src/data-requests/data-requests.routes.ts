import type { Stripe } from '@fresh-pouf/billing';
import { coreApi, DATA_REQUEST_MESSAGES, DATA_REQUESTS_API, type DataEraseResponse, type DataEraseResult } from '@fresh-pouf/contracts';
import { type CoreClient, type Logger, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import { actorOf } from '../sessions/require-staff';

const ENTRY = '/api/admin/waitlist/:id';

/** Stripe's answer for a customer that is already gone: the erasure wanted exactly that. */
const isMissing = (err: unknown) => typeof err === 'object' && err !== null && 'statusCode' in err && err.statusCode === 404;

/**
 * Data requests (GDPR articles 15 and 17). Any signed-in staff member reaches these routes; core
 * decides that only admins may use them, before Stripe is asked anything. `stripe` (a key that
 * may delete customers, STRIPE_SECRET_KEY) unset: the erasure still happens and the answer names
 * the customer to delete by hand.
 */
export function dataRequestRoutes(core: CoreClient, stripe: Stripe | null, staff: RequestHandler, logger: Logger): Router {
  const router = Router();

  router.get(`${ENTRY}/export`, staff, async (req, res) => {
    const data = await core.call(coreApi.dataRequests.exportEntry, {
      actor: actorOf(req, res),
      params: { id: String(req.params.id) },
      requestId: requestIdOf(req),
    });
    // A download, named by the parsed id only (nothing the caller typed reaches the header).
    res.attachment(`fresh-pouf-entry-${data.entry.id}.json`).type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.post(`${ENTRY}/erase`, staff, async (req, res) => {
    const requestId = requestIdOf(req);
    const result = await core.call(coreApi.dataRequests.erase, { actor: actorOf(req, res), params: { id: String(req.params.id) }, requestId });
    res.json(await withStripeCustomer(result, requestId));
  });

  router.get(DATA_REQUESTS_API.list, staff, async (req, res) => {
    res.json(await core.call(coreApi.dataRequests.list, { actor: actorOf(req, res), requestId: requestIdOf(req) }));
  });

  router.post(`${DATA_REQUESTS_API.list}/:id/done`, staff, async (req, res) => {
    res.json(await core.call(coreApi.dataRequests.done, { actor: actorOf(req, res), params: { id: String(req.params.id) }, requestId: requestIdOf(req) }));
  });

  /** Core has erased and forgotten the customer id: deleting it at Stripe is the last step, reported, never undone. */
  async function withStripeCustomer(result: DataEraseResult, requestId: string | undefined): Promise<DataEraseResponse> {
    const customer = result.stripeCustomerId;
    if (!customer) return { ...result, stripeCustomer: 'none', message: DATA_REQUEST_MESSAGES.erased };
    if (!stripe) return { ...result, stripeCustomer: 'by-hand', message: DATA_REQUEST_MESSAGES.stripeByHand(customer) };
    try {
      await stripe.customers.del(customer);
    } catch (err) {
      if (!isMissing(err)) {
        logger.error({ err, requestId, entryId: result.entryId }, 'the erased entry\'s Stripe customer could not be deleted');
        return { ...result, stripeCustomer: 'failed', message: DATA_REQUEST_MESSAGES.stripeFailed(customer) };
      }
    }
    return { ...result, stripeCustomer: 'deleted', message: DATA_REQUEST_MESSAGES.stripeDeleted(customer) };
  }

  return router;
}
