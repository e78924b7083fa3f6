import { QueryTypes, type Sequelize } from 'sequelize';

export interface RetentionRepository {
  /**
   * Entries past the Privacy Policy's keep-until: never a customer (never paid), not erased yet,
   * signed up before `cutoff` and sent (or queued) no e-mail since. By id after `afterId`, at most `limit`.
   */
  expiredEntryIds(cutoff: Date, afterId: number, limit: number): Promise<number[]>;
}

export function createRetentionRepository(sequelize: Sequelize): RetentionRepository {
  return {
    async expiredEntryIds(cutoff, afterId, limit) {
      // An erased entry's address is its placeholder (erasedAddress() in the contracts).
      const rows = await sequelize.query<{ id: number }>(
        `SELECT e.id FROM waitlist_entries e
          WHERE e.id > :afterId AND e.created_at < :cutoff
            AND NOT e.payment_made AND e.payment_date IS NULL
            AND e.email NOT LIKE 'erased-%@erased.invalid'
            AND NOT EXISTS (
              SELECT 1 FROM email_outbox o
               WHERE normalize_email(o.to_address) = e.normalized_email AND coalesce(o.sent_at, o.created_at) >= :cutoff)
          ORDER BY e.id
          LIMIT :limit`,
        { replacements: { cutoff, afterId, limit }, type: QueryTypes.SELECT },
      );
      return rows.map((row) => Number(row.id));
    },
  };
}
