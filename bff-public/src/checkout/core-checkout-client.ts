import {
  apiErrorSchema,
  CHECKOUT_MESSAGES,
  type EarlyBirdEntryRequest,
  type EarlyBirdEntryResult,
  earlyBirdEntryResultSchema,
  type PaymentEvent,
  type PaymentEventResult,
  paymentEventResultSchema,
  type StripeIds,
  type WaitlistEntryRecord,
  waitlistEntryRecordSchema,
} from '@fresh-pouf/contracts';
import { AppError, type Logger, type ServiceClient } from '@fresh-pouf/server-kit';


/** core-service's checkout API, every answer parsed with the shared contracts. */
export function createCoreCheckoutClient(core: ServiceClient, logger: Logger) {
  function fail(status: number, body: unknown, what: string, requestId?: string): never {
    const error = apiErrorSchema.safeParse(body);
    if (status === 409 || status === 400) throw new AppError(status, error.data?.message ?? CHECKOUT_MESSAGES.notSaved, error.data?.fieldErrors);
    logger.error({ requestId, status, body }, `unexpected answer from core-service to ${what}`);
    throw new AppError(502, CHECKOUT_MESSAGES.notSaved);
  }

  function entry(status: number, body: unknown, what: string, requestId?: string): WaitlistEntryRecord {
    if (status !== 200) fail(status, body, what, requestId);
    const parsed = waitlistEntryRecordSchema.safeParse(body);
    if (!parsed.success) fail(502, body, what, requestId);
    return parsed.data;
  }

  return {
    async prepareEarlyBird(request: EarlyBirdEntryRequest, requestId?: string): Promise<EarlyBirdEntryResult> {
      const { status, body } = await core.request('POST', '/internal/checkout/early-bird-entries', { body: request, requestId });
      const parsed = earlyBirdEntryResultSchema.safeParse(body);
      if (status !== 200 || !parsed.success) fail(status === 200 ? 502 : status, body, 'an Early Bird entry', requestId);
      return parsed.data;
    },

    async saveStripeIds(entryId: number, ids: StripeIds, requestId?: string): Promise<WaitlistEntryRecord> {
      const { status, body } = await core.request('PATCH', `/internal/waitlist-entries/${entryId}/stripe`, { body: ids, requestId });
      return entry(status, body, 'storing Stripe ids', requestId);
    },

    async recordEvent(event: PaymentEvent, requestId?: string): Promise<PaymentEventResult> {
      const { status, body } = await core.request('POST', '/internal/payment-events', { body: event, requestId });
      const parsed = paymentEventResultSchema.safeParse(body);
      if (status !== 200 || !parsed.success) fail(status === 200 ? 502 : status, body, 'a payment event', requestId);
      return parsed.data;
    },
  };
}

export type CoreCheckoutClient = ReturnType<typeof createCoreCheckoutClient>;
