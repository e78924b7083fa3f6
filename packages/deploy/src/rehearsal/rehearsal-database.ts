import pg from 'pg';

/** What the rehearsal reads back from the database, as an operator would with psql. */
export interface RehearsalDatabase {
  /** The listed addresses matching a LIKE pattern, one row per entry (duplicates would show twice). */
  storedEmails(pattern: string): Promise<string[]>;
  /** Outbox rows per address matching a LIKE pattern. */
  outboxRowsByAddress(pattern: string): Promise<Map<string, number>>;
  /** Every waitlist entry stored, whoever sent it. */
  entryCount(): Promise<number>;
  /** Polls until no e-mail is waiting or being sent; false when `timeoutMs` passed first. */
  waitForOutboxEmpty(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(databaseUrl: string): Promise<RehearsalDatabase> {
  // A pool, not one client: PostgreSQL restarts during the rehearsal and a broken connection is replaced.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  return {
    async storedEmails(pattern) {
      const { rows } = await pool.query<{ email: string }>('SELECT email FROM waitlist_entries WHERE email LIKE $1', [
        pattern,
      ]);
      return rows.map((r) => r.email);
    },
    async outboxRowsByAddress(pattern) {
      const { rows } = await pool.query<{ to_address: string; n: string }>(
        'SELECT to_address, count(*) AS n FROM email_outbox WHERE to_address LIKE $1 GROUP BY to_address',
        [pattern],
      );
      return new Map(rows.map((r) => [r.to_address, Number(r.n)]));
    },
    async entryCount() {
      const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM waitlist_entries');
      return Number(rows[0]?.n ?? 0);
    },
    async waitForOutboxEmpty(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const waiting = await pool
          .query<{ n: string }>("SELECT count(*) AS n FROM email_outbox WHERE status IN ('pending', 'sending')")
          .then(
            (r) => Number(r.rows[0]?.n ?? 1),
            () => 1,
          );
        if (waiting === 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    },
    close: () => pool.end(),
  };
}
