import { CHECKOUT_MESSAGES, type EarlyBirdEntryRequest, type PaymentEvent, type PaymentEventResult, type StripeIds, type WaitlistEntryRecord } from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { RunInTransaction } from '../db/sequelize';
import type { EmailOutboxRepository } from '../email/email-outbox.repository';
import { EARLY_BIRD_PAYMENT_KIND, renderEarlyBirdPaymentConfirmation } from './payment-email';
import type { WaitlistRepository } from '../waitlist/waitlist.repository';
import type { PaymentState, PaymentsRepository, PaymentTarget } from './payments.repository';

export interface PaymentsServiceDeps {
  payments: PaymentsRepository;
  entries: WaitlistRepository;
  outbox: Pick<EmailOutboxRepository, 'enqueue'>;
  runInTransaction: RunInTransaction;
  siteUrl: string;
  /** Called once an e-mail is committed to the outbox, so it can go out right away. */
  onEmailQueued(): void;
}

export interface PaymentsService {
  /** Creates or reuses the address's entry as an Early Bird about to pay; 409 once it has paid. */
  prepareEarlyBird(request: EarlyBirdEntryRequest): Promise<WaitlistEntryRecord>;
  saveStripeIds(id: number, ids: StripeIds): Promise<WaitlistEntryRecord>;
  recordEvent(event: PaymentEvent): Promise<PaymentEventResult>;
}

// At the same second, the event that ends a subscription outranks a payment, which outranks
// a failure: Stripe's own order of a failed retry followed by a success.
const RANK: Record<PaymentState, number> = { failed: 0, active: 1, paid: 1, ended: 2 };

function isNewer(target: PaymentTarget, state: PaymentState, occurredAt: number): boolean {
  if (target.paymentStateAt === null || target.paymentState === null) return true;
  if (occurredAt !== target.paymentStateAt) return occurredAt > target.paymentStateAt;
  return RANK[state] >= RANK[target.paymentState];
}

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const load = async (id: number) => {
    const entry = await deps.entries.findById(id);
    if (!entry) throw AppError.notFound('Waitlist entry not found');
    return entry;
  };

  return {
    async prepareEarlyBird(request) {
      const id = await deps.runInTransaction((tx) => deps.payments.upsertEarlyBirdEntry(request, tx));
      if (id === null) throw AppError.conflict(CHECKOUT_MESSAGES.alreadyPaid);
      return load(id);
    },

    async saveStripeIds(id, ids) {
      if (!(await deps.payments.saveStripeIds(id, ids))) throw AppError.notFound('Waitlist entry not found');
      return load(id);
    },

    async recordEvent(event) {
      let emailQueued = false;
      const result = await deps.runInTransaction(async (tx): Promise<PaymentEventResult> => {
        if (!(await deps.payments.claimEvent(event, tx))) return { outcome: 'duplicate', entryId: null };
        const result = await apply(event);
        await deps.payments.finishEvent(event.eventId, result, tx);
        return result;

        async function apply(e: PaymentEvent): Promise<PaymentEventResult> {
          if (e.kind === 'ignored') return { outcome: 'ignored', entryId: null };
          const target = await deps.payments.lockTarget(e, tx);
          if (!target) return { outcome: 'no-entry', entryId: null };
          // A paid invoice is a fact whatever came after it: its amount and date are kept even
          // when a newer event already decided whether the entry counts as paid. The first one
          // queues the confirmation e-mail in this same transaction: once, never lost.
          if (e.kind === 'paid') {
            const firstPayment = await deps.payments.recordPayment(target.id, e, tx);
            if (firstPayment) {
              const { to, toName, subject, html, text } = renderEarlyBirdPaymentConfirmation(firstPayment, deps.siteUrl);
              await deps.outbox.enqueue({ kind: EARLY_BIRD_PAYMENT_KIND, to, toName, subject, html, text }, tx);
              emailQueued = true;
            }
          }
          if (!isNewer(target, e.kind, e.occurredAt)) return { outcome: 'stale', entryId: target.id };
          await deps.payments.applyEvent(target.id, e.kind, e, tx);
          return { outcome: 'applied', entryId: target.id };
        }
      });
      if (emailQueued) deps.onEmailQueued();
      return result;
    },
  };
}
