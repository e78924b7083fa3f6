import { createLogger } from '@fresh-pouf/server-kit';
import { createAuditRepository } from '../audit/audit.repository';
import { createSignInStateRepository } from '../auth/sign-in-state.repository';
import { readAdminResetConfig } from '../config';
import { migrate } from '../db/migrator';
import { createSequelize } from '../db/sequelize';
import { openDatabase } from '../server';
import { resetAdmin } from './admin-reset';
import { createUsersRepository } from './users.repository';

// `npm run admin:reset -w core-service`: see resetAdmin. Connects like core-service does
// (DATABASE_URL, or the embedded PostgreSQL while core-service is stopped).
try {
  const config = readAdminResetConfig();
  const logger = createLogger('admin-reset', config.LOG_LEVEL);
  const { url, embedded } = await openDatabase(config, logger);
  const sequelize = createSequelize(url, logger);
  try {
    await migrate(sequelize, logger);
    await resetAdmin(
      { users: createUsersRepository(sequelize), signInState: createSignInStateRepository(sequelize), audit: createAuditRepository(sequelize) },
      { username: config.ADMIN_USERNAME, email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, announce: (m) => console.log(m) },
    );
  } finally {
    await sequelize.close();
    await embedded?.stop();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
