import { createLogger } from '@fresh-pouf/server-kit';
import { createAuditRepository } from '../audit/audit.repository';
import { createSignInStateRepository } from '../auth/sign-in-state.repository';
import { readAdminResetConfig } from '../config';
import { assertSchemaCurrent } from '../db/migrator';
import { createSequelize } from '../db/sequelize';
import { resetAdmin } from './admin-reset';
import { createUsersRepository } from './users.repository';

// `npm run admin:reset -w core-service` (built: `node core-service/dist/admin-reset.js`): see
// resetAdmin. Connects like core-service does, to DATABASE_URL (`npm start` prints the one of its
// development PostgreSQL; it may stay running).
try {
  const config = readAdminResetConfig();
  const logger = createLogger('admin-reset', config.LOG_LEVEL);
  const sequelize = createSequelize(config.DATABASE_URL, logger);
  try {
    await assertSchemaCurrent(sequelize, logger);
    await resetAdmin(
      {
        users: createUsersRepository(sequelize),
        signInState: createSignInStateRepository(sequelize),
        audit: createAuditRepository(sequelize),
      },
      {
        username: config.ADMIN_USERNAME,
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        announce: (m) => console.log(m),
      },
    );
  } finally {
    await sequelize.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
