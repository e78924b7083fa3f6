import { ENTRY_EMAILS_LIMIT, type EntryEmail, type EntryEmails, erasedAddress } from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize } from 'sequelize';

interface EmailRow {
  kind: string;
  stream: 'outbound' | 'broadcast';
  status: EntryEmail['status'];
  created_at: Date;
  sent_at: Date | null;
  total: string;
}

/**
 * The e-mails of one entry for the staff's detail panel, newest first; null for an id nobody
 * has. E-mails are tied to an entry by its address (the outbox has no entry column, as the data
 * export reads them); an erased entry's rows are emptied and shown as none.
 *
 * 'bounced': the provider reports a hard bounce only as a suppression of the address, with its
 * time; the e-mail it answered is the last one handed over before then.
 */
export async function entryEmailsOf(sequelize: Sequelize, id: number): Promise<EntryEmails | null> {
  const [entry] = await sequelize.query<{ email: string; normalized_email: string }>(
    'SELECT email, normalized_email FROM waitlist_entries WHERE id = :id',
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  if (!entry) return null;
  if (entry.email === erasedAddress(id)) return { emails: [], total: 0 };
  const rows = await sequelize.query<EmailRow>(
    `WITH mine AS (
       SELECT o.id, o.kind, o.stream, o.status, o.created_at, o.sent_at FROM email_outbox o WHERE normalize_email(o.to_address) = :normalized
     ), bounce AS (
       SELECT (SELECT m.id FROM mine m WHERE m.status = 'sent' AND m.sent_at <= s.created_at ORDER BY m.sent_at DESC, m.id DESC LIMIT 1) AS id
         FROM email_suppressions s WHERE s.normalized_email = :normalized AND s.reason = 'hard-bounce'
     )
     SELECT m.kind, m.stream, m.created_at, m.sent_at, count(*) OVER () AS total,
            CASE WHEN m.status IN ('pending', 'sending') THEN 'queued'
                 WHEN m.status = 'skipped' THEN 'cancelled'
                 WHEN m.id IN (SELECT id FROM bounce) THEN 'bounced'
                 ELSE m.status END AS status
       FROM mine m ORDER BY m.created_at DESC, m.id DESC LIMIT :limit`,
    { replacements: { normalized: entry.normalized_email, limit: ENTRY_EMAILS_LIMIT }, type: QueryTypes.SELECT },
  );
  return {
    emails: rows.map((row) => ({
      kind: row.kind,
      stream: row.stream,
      status: row.status,
      queuedAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
