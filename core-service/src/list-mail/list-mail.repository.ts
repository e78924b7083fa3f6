import {
  type Announcement,
  type AnnouncementDraft,
  type AnnouncementProgress,
  type AnnouncementSegmentChoice,
  PUBLIC_API_PATHS,
  type UnsubscribeState,
} from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { reasonSql } from './list-reasons';
import { STOP_LIST_MAIL } from './stop-list-mail';

/** Markers in an announcement's one rendering that each recipient's row fills with its own links. */
export interface RecipientMarkers {
  unsubscribeUrl: string;
  oneClickUrl: string;
  /** Why this reader gets it (see list-reasons). */
  reason: string;
}

export interface ListMailRepository {
  list(): Promise<Announcement[]>;
  find(id: number, tx?: Transaction): Promise<Announcement | null>;
  create(draft: AnnouncementDraft, createdBy: number): Promise<Announcement>;
  update(id: number, draft: AnnouncementDraft): Promise<Announcement | null>;
  countRecipients(choice: AnnouncementSegmentChoice): Promise<number>;
  /**
   * Marks the draft sending and queues one e-mail per recipient in the same transaction (the
   * outbox's dedupe key makes a second queueing impossible); null when it was not a draft.
   */
  startSend(
    id: number,
    email: { subject: string; html: string; text: string },
    markers: RecipientMarkers,
    links: { siteUrl: string },
  ): Promise<number | null>;
  setStatus(id: number, from: Announcement['status'], to: Announcement['status']): Promise<boolean>;
  /** Sending, and nothing left to send: it is sent. */
  finishIfDone(id: number): Promise<void>;

  /** Whether the entry with this unsubscribe token gets list mail, and whether it asked to be erased; null for a token nobody has. */
  subscription(token: string): Promise<UnsubscribeState | null>;
  /**
   * No more list mail to the token's address: its queued list e-mails are skipped too.
   * `anyCase`: the token as an inbound e-mail's address carried it, its case perhaps folded.
   */
  unsubscribe(token: string, options?: { anyCase?: boolean }): Promise<boolean>;
  /** Takes back an unsubscribe (a bounce or complaint stays, and so does the stop of an open erasure request). */
  resubscribe(token: string): Promise<boolean>;
  suppress(email: string, reason: 'hard-bounce' | 'spam-complaint' | 'provider' | 'unsubscribed'): Promise<void>;
}

interface AnnouncementRow {
  id: number;
  subject: string;
  body_markdown: string;
  segment: Announcement['segment'];
  plan: string | null;
  status: Announcement['status'];
  recipients: number | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  sent: string;
  failed: string;
  skipped: string;
  left: string;
}

// One pass over the announcement's e-mails for its progress (the partial index on announcement_id).
const SELECT_ANNOUNCEMENT = `
SELECT a.*, coalesce(p.sent, 0) AS sent, coalesce(p.failed, 0) AS failed, coalesce(p.skipped, 0) AS skipped, coalesce(p.left, 0) AS left
  FROM announcements a
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE o.status = 'sent') AS sent,
           count(*) FILTER (WHERE o.status = 'failed') AS failed,
           count(*) FILTER (WHERE o.status = 'skipped') AS skipped,
           count(*) FILTER (WHERE o.status IN ('pending', 'sending')) AS left
      FROM email_outbox o WHERE o.announcement_id = a.id
  ) p ON true`;

const toAnnouncement = (row: AnnouncementRow): Announcement => {
  const progress: AnnouncementProgress = {
    sent: Number(row.sent),
    failed: Number(row.failed),
    skipped: Number(row.skipped),
    left: Number(row.left),
  };
  return {
    id: row.id,
    subject: row.subject,
    bodyMarkdown: row.body_markdown,
    segment: row.segment,
    plan: row.plan,
    status: row.status,
    recipients: row.recipients,
    progress,
    createdAt: new Date(row.created_at).toISOString(),
    startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
};

/**
 * Who a segment reaches: entries whose owner confirmed the address (double opt-in), and paying
 * customers (a purchase is a relationship; every list e-mail still carries the unsubscribe), in
 * either case unless the address is suppressed (unsubscribed, bounced, complained, "This wasn't
 * me", erased). `:segment` and `:plan` are its replacements. "Not yet paid" is never paid: a
 * customer who canceled is not an Early Bird still to convert.
 */
const RECIPIENTS_WHERE = `
  (e.confirmed_at IS NOT NULL OR e.payment_made)
  AND NOT EXISTS (SELECT 1 FROM email_suppressions s WHERE s.normalized_email = e.normalized_email)
  AND CASE :segment
        WHEN 'confirmed' THEN true
        WHEN 'early-bird-unpaid' THEN e.early_bird AND NOT e.payment_made AND e.payment_date IS NULL
        WHEN 'paid' THEN e.payment_made
        WHEN 'plan' THEN e.plan = :plan
      END`;

export function createListMailRepository(sequelize: Sequelize): ListMailRepository {
  const select = <T extends object>(sql: string, replacements: Record<string, unknown> = {}, tx?: Transaction) =>
    sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT, ...(tx ? { transaction: tx } : {}) });

  async function find(id: number, tx?: Transaction) {
    const [row] = await select<AnnouncementRow>(`${SELECT_ANNOUNCEMENT} WHERE a.id = :id`, { id }, tx);
    return row ? toAnnouncement(row) : null;
  }

  return {
    async list() {
      return (await select<AnnouncementRow>(`${SELECT_ANNOUNCEMENT} ORDER BY a.id DESC LIMIT 100`)).map(toAnnouncement);
    },

    find,

    async create(draft, createdBy) {
      const [row] = await select<{ id: number }>(
        `INSERT INTO announcements (subject, body_markdown, segment, plan, created_by)
         VALUES (:subject, :body, :segment, :plan, :createdBy) RETURNING id`,
        {
          subject: draft.subject,
          body: draft.bodyMarkdown,
          segment: draft.segment,
          plan: draft.segment === 'plan' ? draft.plan : null,
          createdBy,
        },
      );
      const created = row ? await find(row.id) : null;
      if (!created) throw new Error('announcement vanished after it was stored');
      return created;
    },

    async update(id, draft) {
      const rows = await select<{ id: number }>(
        `UPDATE announcements SET subject = :subject, body_markdown = :body, segment = :segment, plan = :plan, updated_at = now()
          WHERE id = :id AND status = 'draft' RETURNING id`,
        {
          id,
          subject: draft.subject,
          body: draft.bodyMarkdown,
          segment: draft.segment,
          plan: draft.segment === 'plan' ? draft.plan : null,
        },
      );
      return rows[0] ? find(id) : null;
    },

    async countRecipients(choice) {
      const [row] = await select<{ n: string }>(
        `SELECT count(*) AS n FROM waitlist_entries e WHERE ${RECIPIENTS_WHERE}`,
        {
          segment: choice.segment,
          plan: choice.plan ?? null,
        },
      );
      return Number(row?.n ?? 0);
    },

    async startSend(id, email, markers, links) {
      return sequelize.transaction(async (tx) => {
        const [started] = await select<{ segment: string; plan: string | null }>(
          `UPDATE announcements SET status = 'sending', started_at = now(), updated_at = now()
            WHERE id = :id AND status = 'draft' RETURNING segment, plan`,
          { id },
          tx,
        );
        if (!started) return null;
        const base = links.siteUrl.replace(/\/+$/, '');
        const reason = reasonSql();
        const [queued] = await select<{ n: string }>(
          `WITH queued AS (
             INSERT INTO email_outbox (kind, to_address, to_name, subject, html_body, text_body, dedupe_key, stream, announcement_id, list_unsubscribe)
             SELECT 'announcement', e.email, NULL, :subject,
                    replace(replace(replace(:html, :unsubscribeMarker, :base || '/unsubscribe?token=' || e.unsubscribe_token),
                            :oneClickMarker, :base || :oneClickPath || '?token=' || e.unsubscribe_token), :reasonMarker, ${reason.sql}),
                    replace(replace(replace(:text, :unsubscribeMarker, :base || '/unsubscribe?token=' || e.unsubscribe_token),
                            :oneClickMarker, :base || :oneClickPath || '?token=' || e.unsubscribe_token), :reasonMarker, ${reason.sql}),
                    'announcement:' || :id || ':' || e.id, 'broadcast', :id,
                    :base || :oneClickPath || '?token=' || e.unsubscribe_token
               FROM waitlist_entries e
              WHERE ${RECIPIENTS_WHERE}
             ON CONFLICT (dedupe_key) DO NOTHING
             RETURNING 1
           )
           SELECT count(*) AS n FROM queued`,
          {
            id,
            segment: started.segment,
            plan: started.plan,
            subject: email.subject,
            html: email.html,
            text: email.text,
            unsubscribeMarker: markers.unsubscribeUrl,
            oneClickMarker: markers.oneClickUrl,
            oneClickPath: PUBLIC_API_PATHS.listMail.oneClick,
            reasonMarker: markers.reason,
            ...reason.replacements,
            base,
          },
          tx,
        );
        const recipients = Number(queued?.n ?? 0);
        await sequelize.query('UPDATE announcements SET recipients = :recipients WHERE id = :id', {
          replacements: { id, recipients },
          transaction: tx,
        });
        return recipients;
      });
    },

    async setStatus(id, from, to) {
      const rows = await select<{ id: number }>(
        'UPDATE announcements SET status = :to, updated_at = now() WHERE id = :id AND status = :from RETURNING id',
        { id, from, to },
      );
      return rows.length > 0;
    },

    async finishIfDone(id) {
      await sequelize.query(
        `UPDATE announcements a SET status = 'sent', finished_at = now(), updated_at = now()
          WHERE a.id = :id AND a.status = 'sending'
            AND NOT EXISTS (SELECT 1 FROM email_outbox o WHERE o.announcement_id = a.id AND o.status IN ('pending', 'sending'))`,
        { replacements: { id } },
      );
    },

    async subscription(token) {
      const [row] = await select<UnsubscribeState>(
        `SELECT s.reason IS NULL AS subscribed,
                EXISTS (SELECT 1 FROM data_requests r WHERE r.entry_id = e.id AND r.done_at IS NULL) AS "erasureRequested",
                CASE WHEN s.reason <> 'unsubscribed' THEN s.reason END AS blocked
           FROM waitlist_entries e LEFT JOIN email_suppressions s ON s.normalized_email = e.normalized_email
          WHERE e.unsubscribe_token = :token`,
        { token },
      );
      return row ?? null;
    },

    async unsubscribe(token, options = {}) {
      const match = options.anyCase ? 'lower(unsubscribe_token) = lower(:token)' : 'unsubscribe_token = :token';
      const [row] = await select<{ found: boolean }>(
        `WITH entry AS (SELECT normalized_email FROM waitlist_entries WHERE ${match} LIMIT 1),${STOP_LIST_MAIL}
         SELECT EXISTS (SELECT 1 FROM entry) AS found, (SELECT count(*) FROM suppressed) AS s, (SELECT count(*) FROM skipped) AS k`,
        { token },
      );
      return row?.found ?? false;
    },

    async resubscribe(token) {
      const [row] = await select<{ found: boolean }>(
        // Someone who asked for their data to be erased stays unsubscribed until staff erase it.
        `WITH entry AS (SELECT id, normalized_email FROM waitlist_entries WHERE unsubscribe_token = :token),
              removed AS (
                DELETE FROM email_suppressions s USING entry
                 WHERE s.normalized_email = entry.normalized_email AND s.reason = 'unsubscribed'
                   AND NOT EXISTS (SELECT 1 FROM data_requests r WHERE r.entry_id = entry.id AND r.done_at IS NULL)
                RETURNING 1
              )
         SELECT EXISTS (SELECT 1 FROM entry) AS found, (SELECT count(*) FROM removed) AS r`,
        { token },
      );
      return row?.found ?? false;
    },

    async suppress(email, reason) {
      await sequelize.transaction(async (tx) => {
        await sequelize.query(
          `INSERT INTO email_suppressions (normalized_email, reason) VALUES (normalize_email(:email), :reason)
           ON CONFLICT (normalized_email) DO UPDATE SET reason = EXCLUDED.reason WHERE email_suppressions.reason = 'unsubscribed'`,
          { replacements: { email, reason }, transaction: tx },
        );
        await sequelize.query(
          `UPDATE email_outbox SET status = 'skipped', updated_at = now()
            WHERE stream = 'broadcast' AND status = 'pending' AND normalize_email(to_address) = normalize_email(:email)`,
          { replacements: { email }, transaction: tx },
        );
      });
    },
  };
}
