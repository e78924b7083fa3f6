import type { ServiceMetrics } from '@fresh-pouf/server-kit';
import type { Sequelize } from 'sequelize';

/** What sequelize's pool (sequelize-pool) tells about itself; read at scrape time. */
interface PoolState {
  using: number;
  available: number;
  waiting: number;
  maxSize: number;
}

/** Connections in use, idle and waited for, against the pool's size: a full pool with waiters is a slow core. */
export function registerPoolMetrics(metrics: ServiceMetrics, sequelize: Sequelize): void {
  const poolOf = () => (sequelize.connectionManager as unknown as { pool?: Partial<PoolState> }).pool;
  metrics.gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this copy by state: used (a query holds it), idle, and pending (callers waiting for one).',
    labelNames: ['state'],
    collect() {
      const pool = poolOf();
      this.set({ state: 'used' }, pool?.using ?? 0);
      this.set({ state: 'idle' }, pool?.available ?? 0);
      this.set({ state: 'pending' }, pool?.waiting ?? 0);
    },
  });
  metrics.gauge({
    name: 'db_pool_max_connections',
    help: 'The most PostgreSQL connections this copy opens.',
    collect() {
      this.set(poolOf()?.maxSize ?? 0);
    },
  });
}
