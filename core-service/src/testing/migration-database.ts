import { randomBytes } from 'node:crypto';
import { databaseUrl, dropDatabase, ensureDatabase } from '@fresh-pouf/dev-postgres';
import { createLogger } from '@fresh-pouf/server-kit';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, inject } from 'vitest';
import { createMigrator } from '../db/migrator';
import { createSequelize } from '../db/sequelize';
import './provided-context';

/**
 * An empty database of the test file's own, for trying a migration on the rows an earlier
 * release left: `migrator()` goes up or down to any migration, `rows()` reads what is there.
 * Made before the file's tests, dropped after them.
 */
export function useMigrationDatabase() {
  const logger = createLogger('test', 'silent');
  const name = `test_${randomBytes(8).toString('hex')}`;
  let sequelize: ReturnType<typeof createSequelize> | undefined;

  beforeAll(async () => {
    await ensureDatabase(inject('testPgUrl'), name);
    sequelize = createSequelize(databaseUrl(inject('testPgUrl'), name), logger);
  });
  afterAll(async () => {
    await sequelize?.close();
    await dropDatabase(inject('testPgUrl'), name);
  });

  const open = () => {
    if (!sequelize) throw new Error('useMigrationDatabase(): the database is made in beforeAll');
    return sequelize;
  };
  return {
    get sequelize() {
      return open();
    },
    migrator: () => createMigrator(open(), logger),
    rows: <T extends object>(sql: string) => open().query<T>(sql, { type: QueryTypes.SELECT }),
  };
}
