import type { ServiceMetrics } from '@fresh-pouf/server-kit';
import { QueryTypes, type Sequelize } from 'sequelize';
import { oncePerScrape } from '../ops/once-per-scrape';

/** Both streams always reported, so an empty one reads 0 rather than vanishing from the rules. */
const STREAMS = ['outbound', 'broadcast'] as const;

interface BacklogRow {
  stream: string;
  waiting: string;
  oldest_seconds: number | null;
}

/**
 * The outbox as PostgreSQL holds it, read at scrape time: every copy of core reports the same
 * figures (rules take the max). "Unsent" is an e-mail still to go out (pending or being sent);
 * one given up on is failed, counted apart.
 */
export function registerOutboxMetrics(metrics: ServiceMetrics, sequelize: Sequelize): void {
  // One pair of queries serves the three gauges of a scrape.
  const read = oncePerScrape(async () => {
    const [waiting, givenUp] = await Promise.all([
      sequelize.query<BacklogRow>(
        `SELECT stream, count(*) AS waiting, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest_seconds
           FROM email_outbox WHERE status IN ('pending', 'sending') GROUP BY stream`,
        { type: QueryTypes.SELECT },
      ),
      sequelize.query<{ stream: string; failed: string }>(
        `SELECT stream, count(*) AS failed FROM email_outbox WHERE status = 'failed' GROUP BY stream`,
        { type: QueryTypes.SELECT },
      ),
    ]);
    return STREAMS.map((stream) => {
      const row = waiting.find((r) => r.stream === stream);
      return {
        stream,
        backlog: Number(row?.waiting ?? 0),
        oldestSeconds: Math.max(0, row?.oldest_seconds ?? 0),
        failed: Number(givenUp.find((r) => r.stream === stream)?.failed ?? 0),
      };
    });
  });
  metrics.gauge({
    name: 'outbox_backlog_emails',
    help: 'E-mails waiting in the outbox to be sent, by stream (outbound: transactional; broadcast: announcements).',
    labelNames: ['stream'],
    async collect() {
      for (const row of await read()) this.set({ stream: row.stream }, row.backlog);
    },
  });
  metrics.gauge({
    name: 'outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest e-mail not sent yet, by stream; 0 when none waits.',
    labelNames: ['stream'],
    async collect() {
      for (const row of await read()) this.set({ stream: row.stream }, row.oldestSeconds);
    },
  });
  metrics.gauge({
    name: 'outbox_failed_emails',
    help: 'E-mails the outbox gave up on (a permanent refusal or retries exhausted), by stream.',
    labelNames: ['stream'],
    async collect() {
      for (const row of await read()) this.set({ stream: row.stream }, row.failed);
    },
  });
}
