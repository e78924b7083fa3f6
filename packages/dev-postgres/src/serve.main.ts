import { createLogger } from '@fresh-pouf/server-kit';
import { readConfig } from './config';
import { startEmbeddedPostgres } from './embedded-postgres';

/** The database `npm start` creates and hands to core-service. */
const DEV_DATABASE = 'fresh_pouf';
/** The line `npm start` waits for on stdout (not echoed: the URL carries the password). */
const READY_PREFIX = 'DEV_POSTGRES_READY ';

// `npm start` runs this first when DATABASE_URL is unset: a real PostgreSQL under .data/ until
// SIGTERM or SIGINT, then a fast shutdown.
try {
  const config = readConfig();
  const logger = createLogger('dev-postgres', config.LOG_LEVEL);
  const server = await startEmbeddedPostgres({
    dataDir: config.EMBEDDED_PG_DIR,
    port: config.EMBEDDED_PG_PORT,
    database: DEV_DATABASE,
    logger,
  });
  process.stdout.write(`${READY_PREFIX}${server.url}\n`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
