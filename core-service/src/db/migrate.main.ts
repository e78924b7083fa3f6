import { createLogger } from '@fresh-pouf/server-kit';
import { readMigrateConfig } from '../config';
import { migrate } from './migrator';
import { createSequelize } from './sequelize';

// `npm run migrate -w core-service` (compiled: `node core-service/dist/migrate.js`): brings the
// schema of DATABASE_URL up to date, once per release, before any core-service copy starts.
try {
  const config = readMigrateConfig();
  const logger = createLogger('migrate', config.LOG_LEVEL);
  const sequelize = createSequelize(config.DATABASE_URL, logger);
  try {
    const applied = await migrate(sequelize, logger);
    logger.info({ applied }, applied.length ? `applied ${applied.length} migration(s)` : 'schema already up to date');
  } finally {
    await sequelize.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
