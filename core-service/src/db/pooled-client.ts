import type pg from 'pg';
import type { Sequelize } from 'sequelize';

/** What sequelize keeps in `connectionManager.pool` (sequelize-pool, one pool: no replication here). */
interface ClientPool {
  acquire(): Promise<unknown>;
  release(client: unknown): void;
}

/**
 * Runs `work` with a pg client of sequelize's own pool (its size, acquire timeout, validation
 * and idle handling), and hands it back when the work ends. Straight from the pool: sequelize's
 * getConnection around it runs two hook chains (no pool hooks are registered here) and logs each
 * step, on every call of the sign-up path.
 */
export function pooledClient(sequelize: Sequelize) {
  const manager = sequelize.connectionManager as unknown as { pool: ClientPool };
  return async function withClient<T>(work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
    const { pool } = manager;
    const client = (await pool.acquire()) as pg.ClientBase;
    try {
      return await work(client);
    } finally {
      pool.release(client);
    }
  };
}
