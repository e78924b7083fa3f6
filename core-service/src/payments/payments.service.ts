import {
  RATE_LIMITS,
  CHECKOUT_LINK_EMAIL_INTERVAL_MINUTES,
  CHECKOUT_MESSAGES,
  CHECKOUT_TOKEN_TTL_HOURS,
  type EarlyBirdEntryRequest,
  type EarlyBirdEntryResult,
  type PaymentEvent,
  type PaymentEventResult,
  BILLING_MESSAGES,
  BILLING_SUBSCRIPTIONS_PAGE_SIZE,
  type BillingSubscription,
  subscriptionStatusOf,
  type SubscriptionStatus,
  checkoutAmount,
  formatPrice,
  FREQUENCY_MONTHS,
  frequencySchema,
  PORTAL_LINK_TTL_DAYS,
  PRICE_ALERT_MESSAGES,
  type PriceAlertAcknowledged,
  STRIPE_EVENT_MESSAGES,
  type StripeEventLogEntry,
  type StripeEventLogPage,
  type StripeEventLogQuery,
  type StripeIds,
  toCents,
  type WaitlistEntryRecord,
} from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { ActingStaff } from '../auth/actor-access';
import type { AuditRepository } from '../audit/audit.repository';
import type { RunInTransaction } from '../db/sequelize';
import type { EmailOutboxRepository } from '../email/email-outbox.repository';
import {
  ALREADY_SUBSCRIBED_KIND,
  CHECKOUT_LINK_KIND,
  EARLY_BIRD_PAYMENT_KIND,
  PAYMENT_FAILED_KIND,
  PORTAL_LINK_KIND,
  portalLinkUrl,
  renderAlreadySubscribed,
  renderCheckoutLink,
  renderEarlyBirdPaymentConfirmation,
  renderPaymentFailed,
  renderPortalLink,
  renderSubscriptionEnded,
  SUBSCRIPTION_ENDED_KIND,
} from './payment-email';
import type { MailSite } from '../email/email-layout';
import { hashLinkToken, newLinkToken } from '../email/link-tokens';
import type { RateLimiter } from '../rate-limit/rate-limit.service';
import type { ReferralDecider } from '../referrals/referrals.repository';
import { clientHash, storedConsent } from '../waitlist/consent';
import { confirmLink, notMeLink, type PlaceLinkOptions, placeLinks } from '../waitlist/place-links';
import { createSignupScreen } from '../waitlist/signup-screen';
import type { ResendCaps, WaitlistRepository } from '../waitlist/waitlist.repository';
import type { PaymentState, PaymentsRepository, PaymentTarget, SubscriptionRow } from './payments.repository';
import type { StripeEventLogRepository } from './stripe-event-log.repository';

export interface PaymentsServiceDeps extends PlaceLinkOptions {
  payments: PaymentsRepository;
  /** Keys the hash of a consent's address (see waitlist/consent.ts). */
  consentKey: string;
  /** The sign-up's bot clock (see waitlist/signup-screen.ts): a checkout is a sign-up too. */
  minFillMs: number;
  /** Re-sent e-mails one entry may be sent: checkout-claim links count with new confirm links. */
  resendCaps: ResendCaps;
  eventLog: StripeEventLogRepository;
  entries: WaitlistRepository;
  outbox: Pick<EmailOutboxRepository, 'enqueue' | 'enqueueOnce'>;
  /** Applies the portalLinkEmail policy (one portal link per subscriber per interval). */
  limits: Pick<RateLimiter, 'apply'>;
  runInTransaction: RunInTransaction;
  /** Credits or holds the referral of an entry stored confirmed. */
  referrals: ReferralDecider;
  /** Called once an e-mail is committed to the outbox, so it can go out right away. */
  onEmailQueued(): void;
  /** An invoice would charge other than the locked price (logged as an error by the server). */
  onPriceMismatch(alert: { entryId: number; detail: string }): void;
  /** An acknowledged price alert is written here, with the admin's note. */
  audit: Pick<AuditRepository, 'record'>;
}

export interface PaymentsService {
  /**
   * Creates the address's entry as an Early Bird about to pay, or updates it when the request's
   * checkout token proves it is the requester's (409 once it has paid). An entry the token does
   * not open is left alone and its address gets a link instead.
   */
  prepareEarlyBird(request: EarlyBirdEntryRequest): Promise<EarlyBirdEntryResult>;
  saveStripeIds(id: number, ids: StripeIds): Promise<WaitlistEntryRecord>;
  recordEvent(event: PaymentEvent): Promise<PaymentEventResult>;
  /** The Stripe customer an e-mailed portal link opens (404 unknown, 410 expired). */
  portalCustomer(token: string): Promise<{ customerId: string }>;
  /** E-mails a portal link when the address has a subscription; silent either way. */
  sendPortalLink(email: string): Promise<void>;
  stripeEvents(query: StripeEventLogQuery): Promise<StripeEventLogPage>;
  subscriptions(after: number): Promise<{ subscriptions: BillingSubscription[]; nextAfter: number | null }>;
  subscriptionsByIds(subscriptionIds: string[]): Promise<{ subscriptions: BillingSubscription[] }>;
  syncSubscription(
    id: number,
    state: { subscriptionStatus: SubscriptionStatus; cancelAtPeriodEnd: boolean },
  ): Promise<void>;
  /** Applies a failed event again from its stored copy (404 unknown, 409 when it did not fail). */
  replayStripeEvent(eventId: string): Promise<StripeEventLogEntry>;
  /** An admin clears an entry's price alert with a note, in the audit log (404 unknown, 409 no open alert). */
  acknowledgePriceAlert(actor: ActingStaff, id: number, note: string): Promise<PriceAlertAcknowledged>;
}

/**
 * What an invoice for this entry must charge per period: its Early Bird price, locked for life
 * (the shared price rules applied to the plan on file).
 */
const lockedCents = (target: Pick<PaymentTarget, 'plan' | 'numberOfPoufs' | 'frequency'>) =>
  toCents(checkoutAmount({ planId: target.plan, poufs: target.numberOfPoufs, frequency: target.frequency }));

/** The months one locked price is for: the plan's delivery rhythm (null for one we do not sell). */
const lockedMonths = (frequency: string): number | null => {
  const parsed = frequencySchema.safeParse(frequency);
  return parsed.success ? FREQUENCY_MONTHS[parsed.data] : null;
};

/** An entry's subscription as reconcile compares it with Stripe's. */
export const billingSubscriptionOf = (row: SubscriptionRow): BillingSubscription => ({
  entryId: row.id,
  email: row.email,
  stripeCustomerId: row.stripe_customer_id,
  stripeSubscriptionId: row.stripe_subscription_id,
  subscriptionStatus: subscriptionStatusOf(row.subscription_status),
  cancelAtPeriodEnd: row.cancel_at_period_end,
  lockedPriceCents: lockedCents({ plan: row.plan, numberOfPoufs: row.number_of_poufs, frequency: row.frequency }),
  intervalMonths: lockedMonths(row.frequency),
});

const perMonths = (months: number) =>
  months === 0 ? 'per period that is not whole months' : months === 1 ? 'per month' : `per ${months} months`;

// At the same second, the event that ends a subscription outranks a payment, which outranks
// a failure: Stripe's own order of a failed retry followed by a success.
const RANK: Record<PaymentState, number> = { failed: 0, active: 1, paid: 1, ended: 2 };

/** Rolls back a transaction that turned out to have nothing to do. */
class NothingToSend extends Error {}

/** Stripe's `billing_reason` of a subscription's first invoice, the one its checkout pays. */
const FIRST_INVOICE = 'subscription_create';

/**
 * A failed invoice is the checkout's own first payment, not a renewal: the visitor was told on
 * the page and may try again there; the entry stays an unpaid Early Bird (Stripe: `incomplete`),
 * with no dunning e-mail and no "Past due". Stripe says which by the invoice's billing reason; an
 * event without one (logged before the product kept it) is a first payment when the entry has
 * never paid, as nothing can be renewed before a first payment.
 */
function isFirstPaymentFailure(e: PaymentEvent, target: PaymentTarget): boolean {
  if (e.type !== 'invoice.payment_failed') return false;
  if (e.billingReason) return e.billingReason === FIRST_INVOICE;
  return !target.everPaid;
}

/** Statuses of a subscription that had started (been paid for); `incomplete` ones never did. */
const STARTED_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

/**
 * The entry's subscription had begun: it was paid for and is not a checkout still waiting for
 * its first payment (no status on file: paid before statuses were kept, migration 0010).
 */
const hadStarted = (target: PaymentTarget) =>
  target.everPaid && (target.subscriptionStatus === null || STARTED_STATUSES.has(target.subscriptionStatus));

function isNewer(target: PaymentTarget, state: PaymentState, occurredAt: number): boolean {
  if (target.paymentStateAt === null || target.paymentState === null) return true;
  if (occurredAt !== target.paymentStateAt) return occurredAt > target.paymentStateAt;
  return RANK[state] >= RANK[target.paymentState];
}

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const newPlaceLinks = placeLinks(deps);
  const { screen } = createSignupScreen(deps);
  const site: MailSite = { url: deps.siteUrl, postalAddress: deps.postalAddress ?? null };
  const load = async (id: number) => {
    const entry = await deps.entries.findById(id);
    if (!entry) throw AppError.notFound('Waitlist entry not found');
    return entry;
  };

  async function applyEvent(event: PaymentEvent): Promise<PaymentEventResult> {
    let emailQueued = false;
    const mismatches: { entryId: number; detail: string }[] = [];
    const result = await deps.runInTransaction(async (tx): Promise<PaymentEventResult> => {
      if (!(await deps.payments.claimEvent(event, tx))) return { outcome: 'duplicate', entryId: null };
      const result = await apply(event);
      await deps.payments.finishEvent(event.eventId, result, tx);
      await deps.eventLog.settled(event.eventId, result, tx);
      return result;

      async function portalUrl(entryId: number): Promise<string> {
        const token = newLinkToken();
        await deps.payments.addPortalToken(entryId, hashLinkToken(token), PORTAL_LINK_TTL_DAYS, tx);
        return portalLinkUrl(deps.siteUrl, token);
      }

      async function enqueueOnce(
        mail: { kind: string; to: string; toName: string | null; subject: string; html: string; text: string },
        key: string,
      ) {
        if (await deps.outbox.enqueueOnce(mail, key, tx)) emailQueued = true;
      }

      /**
       * The product never changes a price itself: any price Stripe names (a subscription's, a paid
       * or an upcoming invoice's) other than the locked one is marked, logged and shown to staff;
       * the same price as the lock clears the mark. Ordered by the event's time, not its arrival.
       */
      async function guardPrice(target: PaymentTarget, e: PaymentEvent): Promise<void> {
        if (e.priceCents == null) return;
        const locked = lockedCents(target);
        const months = lockedMonths(target.frequency);
        const sameAmount = e.priceCents === locked;
        const samePeriod = e.priceMonths == null || months === null || e.priceMonths === months;
        const what = e.invoiceId
          ? `Invoice ${e.invoiceId}`
          : e.type.startsWith('invoice.')
            ? 'The upcoming invoice'
            : `Subscription ${e.subscriptionId ?? '(no id)'}`;
        const period = samePeriod ? 'per period' : perMonths(e.priceMonths ?? 0);
        const detail =
          `${what} (${e.type}) charges ${formatPrice(e.priceCents / 100)} ${period}; ` +
          `the locked Early Bird price is ${formatPrice(locked / 100)}${months === null || samePeriod ? '' : ` ${perMonths(months)}`}`;
        const alerted = await deps.payments.checkPrice(
          target.id,
          { at: e.occurredAt, cents: e.priceCents, matches: sameAmount && samePeriod, detail },
          tx,
        );
        if (alerted) mismatches.push({ entryId: target.id, detail });
      }

      async function apply(e: PaymentEvent): Promise<PaymentEventResult> {
        if (e.kind === 'ignored') return { outcome: 'ignored', entryId: null };
        const target = await deps.payments.lockTarget(e, tx);
        if (!target) return { outcome: 'no-entry', entryId: null };
        await guardPrice(target, e);
        // An invoice about to be charged changes nothing but, at most, the alert above.
        if (e.kind === 'upcoming') return { outcome: 'applied', entryId: target.id };
        // A paid invoice is a fact whatever came after it: its amount and date are kept even
        // when a newer event already decided whether the entry counts as paid. The first one
        // queues the confirmation e-mail in this same transaction: once, never lost.
        if (e.kind === 'paid') {
          const firstPayment = await deps.payments.recordPayment(target.id, e, tx);
          if (firstPayment) {
            // A purchase is a relationship: the customer gets list mail while the subscription
            // lasts. Confirming the address keeps them on the list after it, so it is asked here.
            const confirm = deps.doubleOptIn && !target.confirmed ? confirmLink(deps.siteUrl) : null;
            if (confirm) {
              await deps.entries.addLinks(
                target.id,
                {
                  statusHash: null,
                  confirmHash: confirm.hash,
                  notMeHash: null,
                  confirmTtlHours: deps.confirmLinkTtlHours,
                },
                tx,
              );
            }
            const confirmation = renderEarlyBirdPaymentConfirmation(
              firstPayment,
              site,
              await portalUrl(target.id),
              confirm ? { href: confirm.url, ttlHours: deps.confirmLinkTtlHours } : null,
            );
            const { to, toName, subject, html, text } = confirmation;
            await deps.outbox.enqueue({ kind: EARLY_BIRD_PAYMENT_KIND, to, toName, subject, html, text }, tx);
            emailQueued = true;
          }
        }
        if (!isNewer(target, e.kind, e.occurredAt)) return { outcome: 'stale', entryId: target.id };
        const firstPaymentFailed = isFirstPaymentFailure(e, target);
        await deps.payments.applyEvent(target.id, e.kind, e, tx, firstPaymentFailed);
        // Dunning is for renewals. Stripe sends payment_failed again for each retry of one
        // invoice: one e-mail per invoice.
        if (e.type === 'invoice.payment_failed' && e.invoiceId && !firstPaymentFailed) {
          await enqueueOnce(
            { kind: PAYMENT_FAILED_KIND, ...renderPaymentFailed(target, await portalUrl(target.id), site) },
            `payment-failed:${e.invoiceId}`,
          );
        }
        // "Your subscription has ended" only for one that had begun: a checkout whose first
        // payment never went through (Stripe's incomplete_expired, or an unpaid one cancelled)
        // ends nothing the person had.
        if (e.kind === 'ended' && hadStarted(target)) {
          await enqueueOnce(
            { kind: SUBSCRIPTION_ENDED_KIND, ...renderSubscriptionEnded(target, site) },
            `subscription-ended:${e.subscriptionId ?? target.id}`,
          );
        }
        return { outcome: 'applied', entryId: target.id };
      }
    });
    if (emailQueued) deps.onEmailQueued();
    for (const alert of mismatches) deps.onPriceMismatch(alert);
    return result;
  }

  async function recordEvent(event: PaymentEvent): Promise<PaymentEventResult> {
    // Logged before it is applied, so an event that fails is on record with its error.
    await deps.eventLog.received(event);
    try {
      return await applyEvent(event);
    } catch (err) {
      await deps.eventLog
        .failed(event.eventId, err instanceof Error ? err.message : String(err))
        .catch(() => undefined);
      throw err;
    }
  }

  return {
    async prepareEarlyBird(request) {
      const consent = storedConsent(request.consent, deps.consentKey);
      const client = clientHash(request.clientAddress, deps.consentKey);
      // Exactly the waitlist's checks, through the same code: limit, bot signals, throwaway domains.
      const screening = await screen(
        { email: request.email, signals: request.signals, limit: request.limit, clientKey: client },
        { limitLater: false },
      );
      if (screening.outcome === 'limited') return { outcome: 'limited', count: screening.count };
      if (screening.outcome === 'refused') return { outcome: 'refused' };
      const tokenHash = hashLinkToken(request.checkoutToken);
      let emailQueued = false;
      const id = await deps.runInTransaction(async (tx): Promise<number | null> => {
        const created = await deps.payments.insertEarlyBirdEntry(request, !deps.doubleOptIn, consent, tx, client);
        if (created !== null) {
          // Stored confirmed (no double opt-in): its referral is decided now, as a confirmation would.
          if (!deps.doubleOptIn) await deps.referrals.decide(created, tx);
          // The browser that made the entry holds its token: its retries need no e-mail.
          await deps.payments.addCheckoutToken(created, tokenHash, 'browser', CHECKOUT_TOKEN_TTL_HOURS, tx);
          // Stored before Stripe is asked anything, and e-mailed like any sign-up (its place,
          // links and confirm button): whatever checkout does next (Stripe down, a declined card
          // and a visitor who leaves), the Early Bird is on the list, unpaid, and has been told
          // the price is held for them.
          const entry = await deps.entries.findById(created, tx);
          const standing = await deps.entries.standing(created, deps.referralBoost, tx);
          if (entry && standing) {
            const { links, email } = newPlaceLinks(entry, String(standing.place), entry.referralCode);
            await deps.entries.addLinks(created, links, tx);
            await deps.outbox.enqueue({ ...email, to: entry.email }, tx);
            emailQueued = true;
          }
          return created;
        }
        const existing = await deps.payments.lockEntryByEmail(request.email, tx);
        // Erased between the two statements: rare enough that trying again is the answer.
        if (!existing) throw AppError.unavailable(CHECKOUT_MESSAGES.notSaved);
        if (await deps.payments.hasCheckoutToken(existing.id, tokenHash, tx)) {
          if (existing.paymentMade) throw AppError.conflict(CHECKOUT_MESSAGES.alreadyPaid);
          await deps.payments.updateEarlyBirdEntry(existing.id, request, tx);
          return existing.id;
        }
        // Not proven: nothing changes, and the address's owner hears of it (at most once per
        // interval, and within the entry's caps on re-sent e-mail).
        if (
          !(await deps.payments.emailedTokenSince(existing.id, CHECKOUT_LINK_EMAIL_INTERVAL_MINUTES, tx)) &&
          (await deps.entries.claimResend(existing.id, deps.resendCaps, tx))
        ) {
          const token = newLinkToken();
          await deps.payments.addCheckoutToken(
            existing.id,
            hashLinkToken(token),
            'email',
            CHECKOUT_TOKEN_TTL_HOURS,
            tx,
          );
          // A paying customer's entry is theirs whatever the address: no way to erase it from an e-mail.
          const notMe = existing.confirmed || existing.paymentMade ? null : notMeLink(deps.siteUrl);
          if (notMe)
            await deps.entries.addLinks(
              existing.id,
              { statusHash: null, confirmHash: null, notMeHash: notMe.hash, confirmTtlHours: 0 },
              tx,
            );
          const claimed = { ...existing, notMeUrl: notMe?.url ?? null };
          const mail = existing.paymentMade
            ? { kind: ALREADY_SUBSCRIBED_KIND, ...renderAlreadySubscribed(claimed, site) }
            : { kind: CHECKOUT_LINK_KIND, ...renderCheckoutLink(claimed, request, token, site) };
          await deps.outbox.enqueue(mail, tx);
          emailQueued = true;
        }
        return null;
      });
      if (emailQueued) deps.onEmailQueued();
      return id === null
        ? { outcome: 'verify-email' }
        : { outcome: 'ready', entry: await load(id), count: screening.count };
    },

    async saveStripeIds(id, ids) {
      if (!(await deps.payments.saveStripeIds(id, ids))) throw AppError.notFound('Waitlist entry not found');
      return load(id);
    },

    recordEvent,

    async subscriptions(after) {
      const rows = await deps.payments.subscriptions(after, BILLING_SUBSCRIPTIONS_PAGE_SIZE);
      return {
        subscriptions: rows.map(billingSubscriptionOf),
        nextAfter: rows.length === BILLING_SUBSCRIPTIONS_PAGE_SIZE ? (rows.at(-1)?.id ?? null) : null,
      };
    },

    async subscriptionsByIds(subscriptionIds) {
      return { subscriptions: (await deps.payments.subscriptionsByIds(subscriptionIds)).map(billingSubscriptionOf) };
    },

    async syncSubscription(id, state) {
      if (!(await deps.payments.syncSubscription(id, state.subscriptionStatus, state.cancelAtPeriodEnd))) {
        throw AppError.notFound('Waitlist entry not found');
      }
    },

    async stripeEvents(query) {
      return deps.eventLog.page(query);
    },

    async replayStripeEvent(eventId) {
      const stored = await deps.eventLog.find(eventId);
      if (!stored) throw AppError.notFound(STRIPE_EVENT_MESSAGES.notFound);
      if (stored.entry.outcome !== 'failed') throw AppError.conflict(STRIPE_EVENT_MESSAGES.notReplayable);
      // Applied at most once all the same: a failed attempt never claimed the event.
      await recordEvent(stored.event).catch(() => undefined);
      const after = await deps.eventLog.find(eventId);
      if (!after) throw AppError.notFound(STRIPE_EVENT_MESSAGES.notFound);
      return after.entry;
    },

    async acknowledgePriceAlert(actor, id, note) {
      return deps.runInTransaction(async (tx) => {
        const cleared = await deps.payments.acknowledgePriceAlert(id, tx);
        if (cleared === null) throw AppError.notFound(PRICE_ALERT_MESSAGES.entryNotFound);
        if (cleared === 'none') throw AppError.conflict(PRICE_ALERT_MESSAGES.noAlert);
        await deps.audit.record(
          {
            action: 'price-alert-acknowledge',
            success: true,
            actorId: actor.user.id,
            actorName: actor.user.username,
            ip: actor.ip,
            // The alert's words name Stripe ids, which an erasure removes: the log keeps the price.
            details: { entryId: id, priceCents: cleared.priceCents, note },
          },
          tx,
        );
        return { entryId: id, priceCents: cleared.priceCents };
      });
    },

    async sendPortalLink(email) {
      const subscriber = await deps.payments.findSubscriber(email);
      if (!subscriber) return;
      const queued = await deps
        .runInTransaction(async (tx) => {
          // One per address per interval, whoever keeps asking; counted in the transaction.
          const policy = RATE_LIMITS.portalLinkEmail;
          if (!(await deps.limits.apply(policy, String(subscriber.id), policy, tx)).allowed) throw new NothingToSend();
          const token = newLinkToken();
          await deps.payments.addPortalToken(subscriber.id, hashLinkToken(token), PORTAL_LINK_TTL_DAYS, tx);
          const mail = renderPortalLink(subscriber, portalLinkUrl(deps.siteUrl, token), site);
          await deps.outbox.enqueue({ kind: PORTAL_LINK_KIND, ...mail }, tx);
          return true;
        })
        .catch((err: unknown) => {
          if (err instanceof NothingToSend) return false;
          throw err;
        });
      if (queued) deps.onEmailQueued();
    },

    async portalCustomer(token) {
      const found = await deps.payments.findPortalToken(hashLinkToken(token));
      if (!found?.customerId) throw AppError.notFound(BILLING_MESSAGES.linkUnknown);
      if (found.expired) throw AppError.gone(BILLING_MESSAGES.linkExpired);
      return { customerId: found.customerId };
    },
  };
}
