import {
  type DataErasePlan,
  type DataEraseResult,
  type DataExport,
  type DataRequest,
  ERASED_NAME,
  erasedAddress,
} from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { STOP_LIST_MAIL } from '../list-mail/stop-list-mail';

// Defined in the contracts, so the staff screens can tell an erased row by the same rule.
export { ERASED_NAME, erasedAddress };

/**
 * Stripe statuses of a subscription that can still charge: everything but ended (canceled,
 * unpaid) and a checkout that expired unpaid. `incomplete` counts: its first invoice can still be paid.
 */
const RUNNING = `stripe_subscription_id IS NOT NULL AND coalesce(subscription_status, 'active') NOT IN ('canceled', 'unpaid', 'incomplete_expired')`;

export interface DataRequestsRepository {
  /** Everything held about one entry; null for an id nobody has. */
  exportEntry(id: number): Promise<DataExport | null>;
  /** The entry's subscription that still runs at Stripe (to cancel before erasing); null for an id nobody has. */
  erasePlan(id: number): Promise<DataErasePlan | null>;
  /**
   * Replaces or removes the entry's personal data in every table, in one transaction, and calls
   * `audit` inside it; null for an id nobody has, 'already-erased' for one erased before,
   * `{ running }` (nothing changed) while its subscription runs and `canceledSubscriptionId` does
   * not name it. The erased entry's subscription counts as canceled from then on.
   * `actorId` is null when the person erased it themselves ("This wasn't me").
   */
  erase(
    id: number,
    actorId: number | null,
    audit: (tx: Transaction) => Promise<void>,
    canceledSubscriptionId?: string,
  ): Promise<DataEraseResult | null | 'already-erased' | { running: string }>;
  /**
   * A person's request for erasure, by the unsubscribe token of their entry: a task for staff,
   * and no more list mail from now on (queued list e-mails are skipped); false for a token nobody has.
   */
  request(token: string): Promise<boolean>;
  listOpen(): Promise<DataRequest[]>;
  markDone(id: number, actorId: number): Promise<DataRequest | null>;
}

interface EntryRow {
  id: number;
  full_name: string;
  email: string;
  normalized_email: string;
  plan: string;
  join_date: string;
  is_family: boolean;
  number_of_poufs: number;
  frequency: string;
  early_bird: boolean;
  created_at: Date;
  confirmed_at: Date | null;
  referral_code: string;
  referred_by_id: number | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  referral_code_used: string | null;
  privacy_version: string | null;
  privacy_accepted_at: Date | null;
  privacy_ip_hash: string | null;
  signup_ip_hash: string | null;
  referral_state: 'credited' | 'held' | 'refused' | null;
  payment_made: boolean;
  payment_method: string | null;
  payment_amount: string | null;
  payment_date: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_payment_intent_id: string | null;
  subscription_status: string | null;
  cancel_at_period_end: boolean;
  subscription_period_end: Date | null;
  suppression_reason: string | null;
}

interface RequestRow {
  id: number;
  entry_id: number;
  full_name: string;
  email: string;
  requested_at: Date;
  done_at: Date | null;
}

const iso = (d: Date) => new Date(d).toISOString();
const isoOrNull = (d: Date | null) => (d === null ? null : iso(d));

const toRequest = (row: RequestRow): DataRequest => ({
  id: row.id,
  entryId: row.entry_id,
  fullName: row.full_name,
  email: row.email,
  requestedAt: iso(row.requested_at),
  doneAt: isoOrNull(row.done_at),
});

const REQUEST_COLUMNS = 'r.id, r.entry_id, e.full_name, e.email, r.requested_at, r.done_at';

// E-mails are tied to an entry by address, as list mail's unsubscribe does: the outbox has no
// entry column, and every e-mail about an entry goes to the entry's address.
const OUTBOX_OF_ENTRY = 'normalize_email(o.to_address) = :normalized';

export function createDataRequestsRepository(sequelize: Sequelize): DataRequestsRepository {
  const select = <T extends object>(sql: string, replacements: Record<string, unknown> = {}, tx?: Transaction) =>
    sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT, ...(tx ? { transaction: tx } : {}) });

  return {
    async exportEntry(id) {
      const [row] = await select<EntryRow>(
        `SELECT e.*, s.reason AS suppression_reason
           FROM waitlist_entries e LEFT JOIN email_suppressions s ON s.normalized_email = e.normalized_email
          WHERE e.id = :id`,
        { id },
      );
      if (!row) return null;
      const [emails, requests] = await Promise.all([
        select<{ kind: string; subject: string; status: string; created_at: Date; sent_at: Date | null }>(
          `SELECT o.kind, o.subject, o.status, o.created_at, o.sent_at FROM email_outbox o WHERE ${OUTBOX_OF_ENTRY} ORDER BY o.id`,
          { normalized: row.normalized_email },
        ),
        select<{ requested_at: Date; done_at: Date | null }>(
          'SELECT requested_at, done_at FROM data_requests WHERE entry_id = :id ORDER BY id',
          { id },
        ),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        entry: {
          id: row.id,
          fullName: row.full_name,
          email: row.email,
          plan: row.plan,
          joinDate: row.join_date,
          isFamily: row.is_family,
          numberOfPoufs: row.number_of_poufs,
          frequency: row.frequency,
          earlyBird: row.early_bird,
          createdAt: iso(row.created_at),
          confirmedAt: isoOrNull(row.confirmed_at),
          referralCode: row.referral_code,
          referredByEntryId: row.referred_by_id,
          referralState: row.referral_state,
          clientAddressHash: row.signup_ip_hash,
          attribution: {
            utmSource: row.utm_source,
            utmMedium: row.utm_medium,
            utmCampaign: row.utm_campaign,
            referrer: row.referrer,
            referralCodeUsed: row.referral_code_used,
          },
        },
        consent: {
          privacyVersion: row.privacy_version,
          acceptedAt: isoOrNull(row.privacy_accepted_at),
          ipHash: row.privacy_ip_hash,
        },
        listMail: { subscribed: row.suppression_reason === null, suppressionReason: row.suppression_reason },
        payment: {
          paymentMade: row.payment_made,
          paymentMethod: row.payment_method,
          paymentAmount: row.payment_amount,
          paymentDate: row.payment_date,
          stripeCustomerId: row.stripe_customer_id,
          stripeSubscriptionId: row.stripe_subscription_id,
          stripePaymentIntentId: row.stripe_payment_intent_id,
          subscriptionStatus: row.subscription_status,
          cancelAtPeriodEnd: row.cancel_at_period_end,
          subscriptionPeriodEnd: isoOrNull(row.subscription_period_end),
        },
        emails: emails.map((e) => ({
          kind: e.kind,
          subject: e.subject,
          status: e.status,
          queuedAt: iso(e.created_at),
          sentAt: isoOrNull(e.sent_at),
        })),
        dataRequests: requests.map((r) => ({ requestedAt: iso(r.requested_at), doneAt: isoOrNull(r.done_at) })),
      };
    },

    async erasePlan(id) {
      const [row] = await select<{ running: string | null }>(
        `SELECT CASE WHEN ${RUNNING} THEN stripe_subscription_id END AS running FROM waitlist_entries WHERE id = :id`,
        { id },
      );
      return row ? { entryId: id, runningSubscriptionId: row.running } : null;
    },

    async erase(id, actorId, audit, canceledSubscriptionId) {
      return sequelize.transaction(async (tx) => {
        const [entry] = await select<
          Pick<
            EntryRow,
            'email' | 'normalized_email' | 'stripe_customer_id' | 'stripe_subscription_id' | 'stripe_payment_intent_id'
          > & { running: boolean }
        >(
          `SELECT email, normalized_email, stripe_customer_id, stripe_subscription_id, stripe_payment_intent_id, ${RUNNING} AS running
             FROM waitlist_entries WHERE id = :id FOR UPDATE`,
          { id },
          tx,
        );
        if (!entry) return null;
        const placeholder = erasedAddress(id);
        if (entry.email === placeholder) return 'already-erased' as const;
        // Erasing forgets the subscription's id: one still running would charge someone nobody can name.
        if (entry.running && entry.stripe_subscription_id !== canceledSubscriptionId)
          return { running: entry.stripe_subscription_id ?? '' };
        const keys = {
          id,
          actorId,
          placeholder,
          email: entry.email,
          normalized: entry.normalized_email,
          // Strings that, found in a stored Stripe payload, tie it to this person.
          customer: entry.stripe_customer_id ?? '',
          subscription: entry.stripe_subscription_id ?? '',
          intent: entry.stripe_payment_intent_id ?? '',
        };
        const count = async (sql: string) => Number((await select<{ n: string }>(sql, keys, tx))[0]?.n ?? 0);

        // E-mails: kept as rows (announcement progress counts them), emptied of everything
        // personal; queued ones are cancelled ('skipped' is never claimed by the worker).
        const [mail] = await select<{ total: string; cancelled: string }>(
          `WITH target AS (SELECT o.id, o.status FROM email_outbox o WHERE ${OUTBOX_OF_ENTRY} FOR UPDATE),
                emptied AS (
                  UPDATE email_outbox o
                     SET status = CASE WHEN o.status IN ('pending', 'sending') THEN 'skipped' ELSE o.status END,
                         to_address = :placeholder, to_name = NULL, subject = 'Erased', html_body = '', text_body = '',
                         last_error = NULL, provider_message_id = NULL, list_unsubscribe = NULL,
                         dedupe_key = CASE WHEN o.dedupe_key IS NULL THEN NULL ELSE 'erased:' || o.id END,
                         updated_at = now()
                    FROM target WHERE o.id = target.id
                  RETURNING target.status AS was
                )
           SELECT count(*) AS total, count(*) FILTER (WHERE was IN ('pending', 'sending')) AS cancelled FROM emptied`,
          keys,
          tx,
        );

        const links = await count(
          `WITH a AS (DELETE FROM checkout_tokens WHERE entry_id = :id RETURNING 1),
                b AS (DELETE FROM portal_tokens WHERE entry_id = :id RETURNING 1),
                c AS (DELETE FROM waitlist_links WHERE entry_id = :id RETURNING 1)
           SELECT (SELECT count(*) FROM a) + (SELECT count(*) FROM b) + (SELECT count(*) FROM c) AS n`,
        );

        // Stripe payloads carry the customer's e-mail and name: the stored copy keeps only its id
        // and type (the log's counts and outcomes stay; such an event can no longer be replayed).
        const stripeEvents = await count(
          `WITH emptied AS (
             UPDATE stripe_event_log
                SET event = jsonb_build_object('id', event_id, 'type', type, 'erased', true),
                    error = CASE WHEN error IS NULL THEN NULL ELSE 'Erased' END
              WHERE entry_id = :id
                 OR strpos(lower(event::text), lower(:email)) > 0
                 OR (:customer <> '' AND strpos(event::text, :customer) > 0)
                 OR (:subscription <> '' AND strpos(event::text, :subscription) > 0)
                 OR (:intent <> '' AND strpos(event::text, :intent) > 0)
             RETURNING 1)
           SELECT count(*) AS n FROM emptied`,
        );

        // A suppression outlives the erasure as a one-way hash (suppression_key(), migration 0017, as
        // "This wasn't me" keeps one): the address is gone, yet whoever checks it against the list
        // later can still recognise it without our storing it.
        const suppressions = await count(
          `WITH hashed AS (
             INSERT INTO email_suppressions (normalized_email, reason, created_at)
             SELECT suppression_key(s.normalized_email), s.reason, s.created_at FROM email_suppressions s WHERE s.normalized_email = :normalized
             ON CONFLICT (normalized_email) DO NOTHING RETURNING 1
           ), removed AS (DELETE FROM email_suppressions WHERE normalized_email = :normalized RETURNING 1)
           SELECT count(*) AS n FROM removed`,
        );

        const requestsClosed = await count(
          `WITH closed AS (UPDATE data_requests SET done_at = now(), done_by = :actorId WHERE entry_id = :id AND done_at IS NULL RETURNING 1)
           SELECT count(*) AS n FROM closed`,
        );

        // Counters keyed by an address (e.g. a new confirm link per address) would name it.
        await sequelize.query(
          'DELETE FROM rate_limit_counters WHERE strpos(lower(key), lower(:email)) > 0 OR strpos(key, :normalized) > 0',
          { replacements: keys, transaction: tx },
        );

        // The row stays, so every total on the dashboard stays right: plan, Early Bird, payment,
        // dates and campaign attribution (shared by many, no one's own) are kept; everything that
        // names or reaches the person is replaced. New random tokens make the old unsubscribe,
        // status and referral links open nothing. A subscription canceled at Stripe for this
        // erasure is canceled here too (its webhook will find no entry): the row leaves the
        // paying customers and counts as canceled. A price alert names Stripe ids: it goes.
        await sequelize.query(
          `UPDATE waitlist_entries
              SET full_name = '${ERASED_NAME}', email = :placeholder, signup_key = NULL,
                  subscription_status = CASE WHEN :running THEN 'canceled' ELSE subscription_status END,
                  payment_made = CASE WHEN :running THEN false ELSE payment_made END,
                  payment_state = CASE WHEN :running THEN 'ended' ELSE payment_state END,
                  payment_state_at = CASE WHEN :running THEN now() ELSE payment_state_at END,
                  cancel_at_period_end = CASE WHEN :running THEN false ELSE cancel_at_period_end END,
                  price_mismatch_at = NULL, price_mismatch_detail = NULL, price_mismatch_cents = NULL, price_acknowledged_cents = NULL,
                  stripe_customer_id = NULL, stripe_subscription_id = NULL, stripe_payment_intent_id = NULL,
                  privacy_ip_hash = NULL, signup_ip_hash = NULL, unsubscribe_token = DEFAULT, referral_code = DEFAULT,
                  referral_code_used = CASE WHEN referral_code_used IS NULL THEN NULL ELSE 'erased' END,
                  updated_at = now()
            WHERE id = :id`,
          { replacements: { ...keys, running: entry.running }, transaction: tx },
        );
        // An erased entry stays confirmed (for the counts): list mail must still never be queued for it.
        await sequelize.query(
          `INSERT INTO email_suppressions (normalized_email, reason) VALUES (normalize_email(:placeholder), 'unsubscribed') ON CONFLICT DO NOTHING`,
          { replacements: keys, transaction: tx },
        );
        await audit(tx);

        return {
          entryId: id,
          erased: {
            emails: Number(mail?.total ?? 0),
            emailsCancelled: Number(mail?.cancelled ?? 0),
            links,
            stripeEvents,
            suppressions,
            requestsClosed,
          },
          stripeCustomerId: entry.stripe_customer_id,
        };
      });
    },

    async request(token) {
      // One open task per entry (a partial unique index): asking again changes nothing. Whoever
      // asks to be erased wants no more announcements meanwhile: unsubscribed now, and list
      // e-mails already queued are skipped (payment e-mails still go, as after an unsubscribe).
      const [row] = await select<{ found: boolean }>(
        `WITH entry AS (SELECT id, normalized_email FROM waitlist_entries WHERE unsubscribe_token = :token),
              asked AS (
                INSERT INTO data_requests (entry_id) SELECT id FROM entry
                ON CONFLICT (entry_id) WHERE done_at IS NULL DO NOTHING RETURNING 1
              ),${STOP_LIST_MAIL}
         SELECT EXISTS (SELECT 1 FROM entry) AS found, (SELECT count(*) FROM asked) AS n,
                (SELECT count(*) FROM suppressed) AS s, (SELECT count(*) FROM skipped) AS k`,
        { token },
      );
      return row?.found ?? false;
    },

    async listOpen() {
      const rows = await select<RequestRow>(
        `SELECT ${REQUEST_COLUMNS} FROM data_requests r JOIN waitlist_entries e ON e.id = r.entry_id
          WHERE r.done_at IS NULL ORDER BY r.requested_at, r.id`,
      );
      return rows.map(toRequest);
    },

    async markDone(id, actorId) {
      const [row] = await select<RequestRow>(
        `WITH done AS (
           UPDATE data_requests SET done_at = coalesce(done_at, now()), done_by = coalesce(done_by, :actorId) WHERE id = :id RETURNING *
         )
         SELECT ${REQUEST_COLUMNS} FROM done r JOIN waitlist_entries e ON e.id = r.entry_id`,
        { id, actorId },
      );
      return row ? toRequest(row) : null;
    },
  };
}
