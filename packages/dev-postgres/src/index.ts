// Development tooling: a real PostgreSQL for `npm start` and the tests. core-service itself is a
// plain PostgreSQL client (DATABASE_URL) and never imports this package outside its tests.
export { startEmbeddedPostgres, type EmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded-postgres';
export { databaseUrl, dropDatabase, ensureDatabase } from './database-admin';
export { passwordFileOf } from './embedded/superuser-password';
export { SERVER_SETTINGS, serverSettingArgs } from './server-settings';
export { freePort } from './free-port';
export { waitFor } from './wait-for';
