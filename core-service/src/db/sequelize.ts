import type { Logger } from '@fresh-pouf/server-kit';
import pg from 'pg';
import { Sequelize, type Transaction } from 'sequelize';

/** core's one way to PostgreSQL: SQL through sequelize's pool and transactions (no models). */
export function createSequelize(url: string, logger: Logger): Sequelize {
  return new Sequelize(url, {
    dialect: 'postgres',
    // Handing over the driver we import keeps sequelize off its own require('pg') lookup.
    dialectModule: pg,
    logging: (sql) => logger.trace({ sql }, 'sql'),
    pool: { max: 10, min: 0, idle: 10_000, acquire: 30_000 },
  });
}

/** Runs `work` in one database transaction: all of it commits, or none of it. */
export type RunInTransaction = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

export function transactionRunner(sequelize: Sequelize): RunInTransaction {
  return (work) => sequelize.transaction((tx) => work(tx));
}
