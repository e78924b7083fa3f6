import type { EarlyBirdEntryRequest, PaymentEvent, PaymentEventResult, StripeIds } from '@fresh-pouf/contracts';
import { centsToAmountText, resolvePlanChoice } from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { StoredConsent } from '../waitlist/waitlist.repository';
import type { PaidEntry } from './payment-email';

/** What an applied event made of the entry: every kind of payment event but those that change no state. */
export type PaymentState = Exclude<PaymentEvent['kind'], 'ignored' | 'upcoming'>;

export interface PaymentTarget {
  id: number;
  paymentState: PaymentState | null;
  /** Seconds since the epoch of the event the payment fields reflect. */
  paymentStateAt: number | null;
  /** Stripe's subscription status as last recorded (null before any news of it). */
  subscriptionStatus: string | null;
  /** A payment was ever recorded for the entry. */
  everPaid: boolean;
  /** Its owner confirmed the address from the e-mailed link. */
  confirmed: boolean;
  email: string;
  fullName: string;
  plan: string;
  numberOfPoufs: number;
  frequency: string;
}

export interface PaymentsRepository {
  /** A new Early Bird entry's id, or null when the address is already on the list (nothing changed). */
  /** `confirmed`: stored as confirmed (sign-ups need no confirming). `clientHash`: its client address's keyed hash. */
  insertEarlyBirdEntry(
    entry: EarlyBirdEntryRequest,
    confirmed: boolean,
    consent: StoredConsent | undefined,
    tx: Transaction,
    clientHash?: string | undefined,
  ): Promise<number | null>;
  /** The address's entry, locked until the transaction ends, so checkouts for one address take turns. */
  lockEntryByEmail(email: string, tx: Transaction): Promise<LockedEntry | null>;
  /** Puts this checkout's plan (and name) on an unpaid entry and marks it Early Bird. */
  updateEarlyBirdEntry(id: number, entry: EarlyBirdEntryRequest, tx: Transaction): Promise<void>;
  addCheckoutToken(
    entryId: number,
    tokenHash: string,
    source: CheckoutTokenSource,
    ttlHours: number,
    tx: Transaction,
  ): Promise<void>;
  /** True when the entry holds this unexpired token. */
  hasCheckoutToken(entryId: number, tokenHash: string, tx: Transaction): Promise<boolean>;
  /** True when a checkout link was e-mailed for this entry in the last `minutes`. */
  emailedTokenSince(entryId: number, minutes: number, tx: Transaction): Promise<boolean>;
  /** False when no entry has that id. */
  saveStripeIds(id: number, ids: StripeIds): Promise<boolean>;
  /** False when the event id was already recorded. */
  claimEvent(event: PaymentEvent, tx: Transaction): Promise<boolean>;
  finishEvent(eventId: string, result: PaymentEventResult, tx: Transaction): Promise<void>;
  lockTarget(event: PaymentEvent, tx: Transaction): Promise<PaymentTarget | null>;
  /** `firstPayment`: the event is about the subscription's first invoice (its checkout), not a renewal. */
  applyEvent(
    id: number,
    state: PaymentState,
    event: PaymentEvent,
    tx: Transaction,
    firstPayment?: boolean,
  ): Promise<void>;
  /**
   * Amount, method and date of a paid invoice, unless a later payment is already recorded.
   * The entry when this was its first payment ever (for the confirmation e-mail), else null.
   */
  recordPayment(id: number, event: PaymentEvent, tx: Transaction): Promise<PaidEntry | null>;
  /**
   * Stripe's price for the entry, as of an event at `at` (seconds), compared with the lock:
   * `matches` clears the alert (and any acknowledgement); a differing price raises it unless an
   * admin acknowledged that very price. An event older than the last compared one changes
   * nothing. Answers whether the entry is now alerted.
   */
  checkPrice(id: number, check: PriceCheck, tx: Transaction): Promise<boolean>;
  /**
   * Clears the entry's open price alert, remembering the price it was raised for as acknowledged.
   * `none` when it has no open alert, null when no entry has that id.
   */
  acknowledgePriceAlert(
    id: number,
    tx: Transaction,
  ): Promise<{ priceCents: number | null; detail: string } | 'none' | null>;
  addPortalToken(entryId: number, tokenHash: string, ttlDays: number, tx: Transaction): Promise<void>;
  /** Entries with a Stripe subscription after `after` (by id), at most `limit`. */
  subscriptions(after: number, limit: number): Promise<SubscriptionRow[]>;
  /** The entries holding these Stripe subscriptions. */
  subscriptionsByIds(subscriptionIds: string[]): Promise<SubscriptionRow[]>;
  /** Stripe's state for the entry's subscription; false when no entry has that id. */
  syncSubscription(id: number, status: string, cancelAtPeriodEnd: boolean): Promise<boolean>;
  /** The entry of a paying customer (one with a Stripe customer who has paid), by address. */
  findSubscriber(email: string): Promise<{ id: number; email: string; fullName: string } | null>;
  /** The Stripe customer a portal link opens; `expired` when the link is past its time. Null for an unknown link. */
  findPortalToken(tokenHash: string): Promise<{ customerId: string | null; expired: boolean } | null>;
}

export type CheckoutTokenSource = 'browser' | 'email';

export interface PriceCheck {
  /** Seconds since the epoch: when Stripe said it. */
  at: number;
  cents: number;
  matches: boolean;
  /** What the alert says, when it does not match. */
  detail: string;
}

/**
 * Stripe statuses of a paying customer: paid and running, or running with a renewal
 * being retried. `payment_made` is kept equal to this, so "Paid Customers", the customer segments
 * of announcements and the waitlist's Paid agree; `incomplete` (a first payment not made yet),
 * `canceled` and `unpaid` (Stripe gave up: the product treats it as ended) are not customers.
 */
export const CUSTOMER_STATUSES = ['active', 'trialing', 'past_due'] as const;
const CUSTOMER_STATUS_LIST = CUSTOMER_STATUSES.map((s) => `'${s}'`).join(', ');

export interface SubscriptionRow {
  id: number;
  email: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string;
  subscription_status: string | null;
  cancel_at_period_end: boolean;
  plan: string;
  number_of_poufs: number;
  frequency: string;
}

export interface LockedEntry {
  id: number;
  email: string;
  fullName: string;
  paymentMade: boolean;
  /** Its owner confirmed the address from the e-mailed link. */
  confirmed: boolean;
}

interface PaidRow {
  first: boolean;
  email: string;
  full_name: string;
  plan: string;
  number_of_poufs: number;
  frequency: string;
}

interface TargetRow {
  id: number;
  payment_state: PaymentState | null;
  at: number | null;
  subscription_status: string | null;
  ever_paid: boolean;
  confirmed: boolean;
  email: string;
  full_name: string;
  plan: string;
  number_of_poufs: number;
  frequency: string;
}

/**
 * Stripe's status after an event, when the event says; null keeps the one stored. A failed first
 * payment leaves the subscription `incomplete` (Stripe's word: it never started); only a failed
 * renewal makes it `past_due`.
 */
function statusAfter(state: PaymentState, event: PaymentEvent, firstPayment: boolean): string | null {
  if (event.type === 'customer.subscription.deleted') return 'canceled';
  if (event.subscriptionStatus) return event.subscriptionStatus;
  if (event.type === 'invoice.paid') return 'active';
  if (event.type === 'invoice.payment_failed') return firstPayment ? 'incomplete' : 'past_due';
  return state === 'ended' ? 'canceled' : null;
}

/** The entry as stored: the plan decides pouf count and rhythm, whatever the request said. */
function entryReplacements(entry: EarlyBirdEntryRequest) {
  const choice = resolvePlanChoice(entry);
  return {
    fullName: entry.fullName,
    email: entry.email,
    plan: choice.plan,
    joinDate: entry.joinDate,
    isFamily: choice.isFamily,
    poufs: choice.numberOfPoufs,
    frequency: choice.frequency,
  };
}

export function createPaymentsRepository(sequelize: Sequelize): PaymentsRepository {
  return {
    async insertEarlyBirdEntry(entry, confirmed, consent, tx, clientHash) {
      // ON CONFLICT waits for a racing insert of the same address to commit, then yields to it.
      const a = entry.attribution;
      const rows = await sequelize.query<{ id: number }>(
        `INSERT INTO waitlist_entries
           (full_name, email, plan, join_date, early_bird, has_early_bird_discount, is_family, number_of_poufs, frequency,
            utm_source, utm_medium, utm_campaign, referrer, referral_code_used, referred_by_id, confirmed_at,
            privacy_version, privacy_accepted_at, privacy_ip_hash, signup_ip_hash)
         VALUES (:fullName, :email, :plan, :joinDate, true, true, :isFamily, :poufs, :frequency,
                 :utmSource, :utmMedium, :utmCampaign, :referrer, :ref,
                 (SELECT r.id FROM waitlist_entries r WHERE r.referral_code = :ref AND r.normalized_email <> normalize_email(:email)),
                 CASE WHEN :confirmed THEN now() END,
                 :privacyVersion, CASE WHEN :privacyVersion::text IS NOT NULL THEN now() END, :ipHash, :clientHash)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        {
          replacements: {
            ...entryReplacements(entry),
            utmSource: a?.utmSource ?? null,
            utmMedium: a?.utmMedium ?? null,
            utmCampaign: a?.utmCampaign ?? null,
            referrer: a?.referrer ?? null,
            ref: a?.ref ?? null,
            confirmed,
            privacyVersion: consent?.privacyVersion ?? null,
            ipHash: consent?.ipHash ?? null,
            clientHash: clientHash ?? null,
          },
          type: QueryTypes.SELECT,
          transaction: tx,
        },
      );
      return rows[0]?.id ?? null;
    },

    async lockEntryByEmail(email, tx) {
      const rows = await sequelize.query<{
        id: number;
        email: string;
        full_name: string;
        payment_made: boolean;
        confirmed: boolean;
      }>(
        // The address as the list compares it (jane+x@gmail.com is jane@gmail.com's entry).
        `SELECT id, email, full_name, payment_made, confirmed_at IS NOT NULL AS confirmed
           FROM waitlist_entries WHERE normalized_email = normalize_email(:email) FOR UPDATE`,
        { replacements: { email }, type: QueryTypes.SELECT, transaction: tx },
      );
      const row = rows[0];
      return row
        ? {
            id: row.id,
            email: row.email,
            fullName: row.full_name,
            paymentMade: row.payment_made,
            confirmed: row.confirmed,
          }
        : null;
    },

    async updateEarlyBirdEntry(id, entry, tx) {
      await sequelize.query(
        `UPDATE waitlist_entries SET
           full_name = :fullName, plan = :plan, early_bird = true, has_early_bird_discount = true,
           is_family = :isFamily, number_of_poufs = :poufs, frequency = :frequency, updated_at = now()
         WHERE id = :id AND payment_made = false`,
        { replacements: { ...entryReplacements(entry), id }, transaction: tx },
      );
    },

    async addCheckoutToken(entryId, tokenHash, source, ttlHours, tx) {
      await sequelize.query(
        `INSERT INTO checkout_tokens (entry_id, token_hash, source, expires_at)
         VALUES (:entryId, :tokenHash, :source, now() + make_interval(hours => :ttlHours))
         ON CONFLICT (entry_id, token_hash) DO NOTHING`,
        { replacements: { entryId, tokenHash, source, ttlHours }, transaction: tx },
      );
    },

    async hasCheckoutToken(entryId, tokenHash, tx) {
      const rows = await sequelize.query(
        'SELECT 1 FROM checkout_tokens WHERE entry_id = :entryId AND token_hash = :tokenHash AND expires_at > now()',
        { replacements: { entryId, tokenHash }, type: QueryTypes.SELECT, transaction: tx },
      );
      return rows.length > 0;
    },

    async emailedTokenSince(entryId, minutes, tx) {
      const rows = await sequelize.query(
        `SELECT 1 FROM checkout_tokens
         WHERE entry_id = :entryId AND source = 'email' AND created_at > now() - make_interval(mins => :minutes)`,
        { replacements: { entryId, minutes }, type: QueryTypes.SELECT, transaction: tx },
      );
      return rows.length > 0;
    },

    async saveStripeIds(id, ids) {
      const rows = await sequelize.query<{ id: number }>(
        `UPDATE waitlist_entries SET
           stripe_customer_id = COALESCE(:customer, stripe_customer_id),
           stripe_subscription_id = COALESCE(:subscription, stripe_subscription_id),
           stripe_payment_intent_id = COALESCE(:paymentIntent, stripe_payment_intent_id),
           updated_at = now()
         WHERE id = :id RETURNING id`,
        {
          replacements: {
            id,
            customer: ids.stripeCustomerId ?? null,
            subscription: ids.stripeSubscriptionId ?? null,
            paymentIntent: ids.stripePaymentIntentId ?? null,
          },
          type: QueryTypes.SELECT,
        },
      );
      return rows.length > 0;
    },

    async claimEvent(event, tx) {
      // A second delivery racing the first waits on the key until the first commits, then sees it.
      const rows = await sequelize.query<{ event_id: string }>(
        `INSERT INTO processed_stripe_events (event_id, type, outcome) VALUES (:id, :type, 'pending')
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        { replacements: { id: event.eventId, type: event.type }, type: QueryTypes.SELECT, transaction: tx },
      );
      return rows.length > 0;
    },

    async finishEvent(eventId, result, tx) {
      await sequelize.query(
        'UPDATE processed_stripe_events SET outcome = :outcome, waitlist_entry_id = :entryId WHERE event_id = :eventId',
        {
          replacements: { eventId, outcome: result.outcome, entryId: result.entryId },
          transaction: tx,
        },
      );
    },

    async lockTarget(event, tx) {
      const bySubscription = event.subscriptionId !== null;
      const rows = await sequelize.query<TargetRow>(
        `SELECT id, payment_state, floor(extract(epoch FROM payment_state_at))::float8 AS at,
                subscription_status, payment_date IS NOT NULL AS ever_paid, confirmed_at IS NOT NULL AS confirmed,
                email, full_name, plan, number_of_poufs, frequency
         FROM waitlist_entries
         WHERE ${bySubscription ? 'stripe_subscription_id = :key' : 'stripe_customer_id = :key'}
         ORDER BY id LIMIT 1 FOR UPDATE`,
        {
          replacements: { key: bySubscription ? event.subscriptionId : event.customerId },
          type: QueryTypes.SELECT,
          transaction: tx,
        },
      );
      const row = rows[0];
      if (!row) return null;
      return {
        id: row.id,
        paymentState: row.payment_state,
        paymentStateAt: row.at,
        subscriptionStatus: row.subscription_status,
        everPaid: row.ever_paid,
        confirmed: row.confirmed,
        email: row.email,
        fullName: row.full_name,
        plan: row.plan,
        numberOfPoufs: row.number_of_poufs,
        frequency: row.frequency,
      };
    },

    async applyEvent(id, state, event, tx, firstPayment = false) {
      await sequelize.query(
        // A customer is decided by the status the event leaves (a failed renewal stays one: past
        // due); an entry Stripe never named a status for, by the event alone.
        `UPDATE waitlist_entries SET
           payment_made = CASE WHEN COALESCE(:status, subscription_status) IS NULL THEN :paid
                               ELSE COALESCE(:status, subscription_status) IN (${CUSTOMER_STATUS_LIST}) END,
           stripe_payment_intent_id = COALESCE(:paymentIntent, stripe_payment_intent_id),
           payment_state = :state,
           payment_state_at = to_timestamp(:at),
           subscription_status = COALESCE(:status, subscription_status),
           cancel_at_period_end = CASE WHEN :status = 'canceled' THEN false ELSE COALESCE(:cancelAtPeriodEnd, cancel_at_period_end) END,
           subscription_period_end = COALESCE(to_timestamp(:periodEnd), subscription_period_end),
           updated_at = now()
         WHERE id = :id`,
        {
          replacements: {
            id,
            paid: state === 'paid' || state === 'active',
            state,
            paymentIntent: event.paymentIntentId ?? null,
            at: event.occurredAt,
            status: statusAfter(state, event, firstPayment),
            // Only subscription events know about a pending cancellation.
            cancelAtPeriodEnd: event.type.startsWith('customer.subscription.')
              ? (event.cancelAtPeriodEnd ?? false)
              : null,
            periodEnd: event.periodEnd ?? null,
          },
          transaction: tx,
        },
      );
    },

    async recordPayment(id, event, tx) {
      // ISO timestamps of one format order as text, so the latest payment wins.
      const date = new Date(event.occurredAt * 1000).toISOString();
      // The row is locked by lockTarget, so the earlier payment date read here is still true.
      const rows = await sequelize.query<PaidRow>(
        `WITH before AS (SELECT payment_date AS earlier FROM waitlist_entries WHERE id = :id)
         UPDATE waitlist_entries SET
           payment_method = :method, payment_amount = :amount, payment_date = :date, updated_at = now()
         FROM before
         WHERE id = :id AND (payment_date IS NULL OR payment_date <= :date)
         RETURNING before.earlier IS NULL AS first, email, full_name, plan, number_of_poufs, frequency`,
        {
          replacements: {
            id,
            method: event.paymentMethod ?? 'card',
            amount: event.amountCents == null ? null : centsToAmountText(event.amountCents),
            date,
          },
          type: QueryTypes.SELECT,
          transaction: tx,
        },
      );
      const row = rows[0];
      if (!row?.first) return null;
      return {
        email: row.email,
        fullName: row.full_name,
        plan: row.plan,
        numberOfPoufs: row.number_of_poufs,
        frequency: row.frequency,
        amountCents: event.amountCents ?? null,
      };
    },
    async checkPrice(id, check, tx) {
      // quiet: the price matches, or it is the differing price an admin acknowledged.
      const rows = await sequelize.query<{ alerted: boolean }>(
        `WITH verdict AS (
           SELECT id, (:matches OR price_acknowledged_cents IS NOT DISTINCT FROM :cents) AS quiet FROM waitlist_entries WHERE id = :id
         )
         UPDATE waitlist_entries e SET
           price_checked_at = to_timestamp(:at),
           price_mismatch_at = CASE WHEN v.quiet THEN NULL
                                    WHEN e.price_mismatch_cents IS NOT DISTINCT FROM :cents THEN COALESCE(e.price_mismatch_at, now())
                                    ELSE now() END,
           price_mismatch_detail = CASE WHEN v.quiet THEN NULL ELSE :detail END,
           price_mismatch_cents = CASE WHEN v.quiet THEN NULL ELSE :cents END,
           price_acknowledged_cents = CASE WHEN :matches THEN NULL ELSE e.price_acknowledged_cents END,
           updated_at = now()
          FROM verdict v
         WHERE e.id = v.id AND (e.price_checked_at IS NULL OR e.price_checked_at <= to_timestamp(:at))
         RETURNING e.price_mismatch_at IS NOT NULL AS alerted`,
        { replacements: { id, ...check }, type: QueryTypes.SELECT, transaction: tx },
      );
      return rows[0]?.alerted ?? false;
    },

    async acknowledgePriceAlert(id, tx) {
      const [row] = await sequelize.query<{ cents: number | null; detail: string | null; open: boolean }>(
        `SELECT price_mismatch_cents AS cents, price_mismatch_detail AS detail, price_mismatch_at IS NOT NULL AS open
           FROM waitlist_entries WHERE id = :id FOR UPDATE`,
        { replacements: { id }, type: QueryTypes.SELECT, transaction: tx },
      );
      if (!row) return null;
      if (!row.open) return 'none';
      await sequelize.query(
        `UPDATE waitlist_entries SET price_acknowledged_cents = price_mismatch_cents, price_mismatch_at = NULL,
                price_mismatch_detail = NULL, price_mismatch_cents = NULL, updated_at = now()
          WHERE id = :id`,
        { replacements: { id }, transaction: tx },
      );
      return { priceCents: row.cents, detail: row.detail ?? '' };
    },

    async addPortalToken(entryId, tokenHash, ttlDays, tx) {
      await sequelize.query(
        `INSERT INTO portal_tokens (token_hash, entry_id, expires_at) VALUES (:tokenHash, :entryId, now() + make_interval(days => :ttlDays))`,
        { replacements: { tokenHash, entryId, ttlDays }, transaction: tx },
      );
    },

    async subscriptions(after, limit) {
      return sequelize.query<SubscriptionRow>(
        `SELECT id, email, stripe_customer_id, stripe_subscription_id, subscription_status, cancel_at_period_end, plan, number_of_poufs, frequency
           FROM waitlist_entries WHERE stripe_subscription_id IS NOT NULL AND id > :after ORDER BY id LIMIT :limit`,
        { replacements: { after, limit }, type: QueryTypes.SELECT },
      );
    },

    async subscriptionsByIds(subscriptionIds) {
      return sequelize.query<SubscriptionRow>(
        `SELECT id, email, stripe_customer_id, stripe_subscription_id, subscription_status, cancel_at_period_end, plan, number_of_poufs, frequency
           FROM waitlist_entries WHERE stripe_subscription_id IN (:subscriptionIds) ORDER BY id`,
        { replacements: { subscriptionIds }, type: QueryTypes.SELECT },
      );
    },

    async syncSubscription(id, status, cancelAtPeriodEnd) {
      const [, affected] = await sequelize.query(
        `UPDATE waitlist_entries SET subscription_status = :status, cancel_at_period_end = :cancelAtPeriodEnd,
                payment_made = :status IN (${CUSTOMER_STATUS_LIST}), updated_at = now() WHERE id = :id`,
        { replacements: { id, status, cancelAtPeriodEnd }, type: QueryTypes.UPDATE },
      );
      return affected > 0;
    },

    async findSubscriber(email) {
      const [row] = await sequelize.query<{ id: number; email: string; full_name: string }>(
        `SELECT id, email, full_name FROM waitlist_entries
          WHERE normalized_email = normalize_email(:email) AND stripe_customer_id IS NOT NULL AND payment_date IS NOT NULL`,
        { replacements: { email }, type: QueryTypes.SELECT },
      );
      return row ? { id: row.id, email: row.email, fullName: row.full_name } : null;
    },

    async findPortalToken(tokenHash) {
      const [row] = await sequelize.query<{ customer: string | null; expired: boolean }>(
        `SELECT e.stripe_customer_id AS customer, t.expires_at <= now() AS expired
           FROM portal_tokens t JOIN waitlist_entries e ON e.id = t.entry_id
          WHERE t.token_hash = :tokenHash`,
        { replacements: { tokenHash }, type: QueryTypes.SELECT },
      );
      return row ? { customerId: row.customer, expired: row.expired } : null;
    },
  };
}
