/**
 * SQL common-table expressions that stop list mail to the address of a CTE named `entry` (with
 * its `normalized_email`) at once: the address suppressed as unsubscribed (an existing reason is
 * kept) and its queued announcements skipped. Payment and sign-up e-mails still go. Each counts
 * its rows (`suppressed`, `skipped`) so the statement can select them.
 */
export const STOP_LIST_MAIL = `
  suppressed AS (
    INSERT INTO email_suppressions (normalized_email, reason) SELECT normalized_email, 'unsubscribed' FROM entry
    ON CONFLICT (normalized_email) DO NOTHING RETURNING 1
  ),
  skipped AS (
    UPDATE email_outbox o SET status = 'skipped', updated_at = now()
      FROM entry WHERE o.stream = 'broadcast' AND o.status = 'pending' AND normalize_email(o.to_address) = entry.normalized_email
    RETURNING 1
  )`;
