import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from '@fresh-pouf/server-kit';
import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug, type MigrationFn } from 'umzug';

export type Migration = MigrationFn<QueryInterface>;

interface MigrationModule {
  up: Migration;
  down?: Migration;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
// Any 64-bit number unique to this purpose; shared by every copy of the service.
const MIGRATION_LOCK_KEY = 7_310_452_001;

async function loadMigration(file: string): Promise<MigrationModule> {
  const loaded: Partial<MigrationModule> = await import(pathToFileURL(file).href);
  if (typeof loaded.up !== 'function') throw new Error(`Migration ${file} exports no up()`);
  return { up: loaded.up, ...(loaded.down ? { down: loaded.down } : {}) };
}

export function createMigrator(sequelize: Sequelize, logger: Logger): Umzug<QueryInterface> {
  return new Umzug({
    migrations: {
      glob: ['*.{ts,js}', { cwd: MIGRATIONS_DIR, ignore: ['*.d.ts', '*.test.*'] }],
      // Stored names carry no extension: run from TypeScript (tsx) or from a build (.js),
      // the same migration must be recognised as already applied.
      resolve: ({ name, path, context }) => {
        const file = path ?? name;
        return {
          name: name.replace(/\.[cm]?[jt]s$/, ''),
          up: async () => (await loadMigration(file)).up({ name, path: file, context }),
          down: async () => {
            const { down } = await loadMigration(file);
            if (!down) throw new Error(`Migration ${name} cannot be reverted`);
            return down({ name, path: file, context });
          },
        };
      },
    },
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: {
      info: (message) => logger.info(message, 'migration'),
      warn: (message) => logger.warn(message, 'migration'),
      error: (message) => logger.error(message, 'migration'),
      debug: (message) => logger.debug(message, 'migration'),
    },
  });
}

/**
 * Applies pending migrations and answers their names. Copies starting together take turns: the
 * advisory lock is held by the surrounding transaction until the run is over. Run once per
 * release (`npm run migrate -w core-service`), never by core-service as it boots.
 */
export async function migrate(sequelize: Sequelize, logger: Logger): Promise<string[]> {
  return sequelize.transaction(async (tx) => {
    await sequelize.query('SELECT pg_advisory_xact_lock(:key)', {
      replacements: { key: MIGRATION_LOCK_KEY },
      transaction: tx,
    });
    return (await createMigrator(sequelize, logger).up()).map((m) => m.name);
  });
}

/** Migrations this code knows that the database has not had yet. */
export async function pendingMigrations(sequelize: Sequelize, logger: Logger): Promise<string[]> {
  return (await createMigrator(sequelize, logger).pending()).map((m) => m.name);
}

/** core-service starts only on a schema the release's migration job has brought up to date. */
export async function assertSchemaCurrent(sequelize: Sequelize, logger: Logger): Promise<void> {
  const pending = await pendingMigrations(sequelize, logger);
  if (pending.length) {
    throw new Error(
      `The database schema is behind this release: ${pending.length} migration(s) not applied (${pending.join(', ')}). ` +
        'Run the migrations first: `npm run migrate -w core-service` (built: `node core-service/dist/migrate.js`), with the same DATABASE_URL.',
    );
  }
}
