import type { ServiceMetrics } from '@fresh-pouf/server-kit';
import { QueryTypes, type Sequelize } from 'sequelize';

interface ProgressRow {
  id: number;
  status: string;
  sent: string;
  failed: string;
  skipped: string;
  left: string;
}

/**
 * How far each announcement being sent (or paused) has gone, read at scrape time. Finished
 * ones drop out, so the series stay as few as the announcements in flight.
 */
export function registerAnnouncementMetrics(metrics: ServiceMetrics, sequelize: Sequelize): void {
  metrics.gauge({
    name: 'announcement_emails',
    help: 'E-mails of each announcement in progress (sending or paused) by state: sent, failed, skipped, left.',
    labelNames: ['announcement', 'status', 'state'],
    async collect() {
      const rows = await sequelize.query<ProgressRow>(
        `SELECT a.id, a.status,
                count(o.id) FILTER (WHERE o.status = 'sent') AS sent,
                count(o.id) FILTER (WHERE o.status = 'failed') AS failed,
                count(o.id) FILTER (WHERE o.status = 'skipped') AS skipped,
                count(o.id) FILTER (WHERE o.status IN ('pending', 'sending')) AS left
           FROM announcements a LEFT JOIN email_outbox o ON o.announcement_id = a.id
          WHERE a.status IN ('sending', 'paused')
          GROUP BY a.id, a.status`,
        { type: QueryTypes.SELECT },
      );
      this.reset();
      for (const row of rows) {
        const labels = { announcement: String(row.id), status: row.status };
        for (const state of ['sent', 'failed', 'skipped', 'left'] as const)
          this.set({ ...labels, state }, Number(row[state]));
      }
    },
  });
}
