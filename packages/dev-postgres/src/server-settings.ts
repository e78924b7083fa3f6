/**
 * The PostgreSQL settings the product asks of every server it runs on: the embedded one
 * (`npm start`, the tests, the benches), the production rehearsal's Debian cluster and
 * docker-compose's `postgres` (a test holds that file to this list). A managed database gets
 * them from its operator (docs/deployment.md).
 *
 * wal_init_zero off: a new WAL segment is made by writing its last byte, not 16 MB of zeros.
 * A busy sign-up path writes about 10 kB of WAL per sign-up, so at 1,300 a second it needs a new
 * segment every second until the checkpoints have old ones to recycle (a fresh or quiet
 * cluster has none). The backend that needs one zero-fills it while holding the WAL write
 * lock, and every commit in flight waits 30-40 ms: at 20 connections that was 1-2 % of all
 * sign-ups, the whole of their p99 (docs/benchmarks.md). The cost: the file's blocks are
 * allocated when WAL reaches them, so a full disk is met by a WAL write (PostgreSQL stops and
 * recovers; nothing committed is lost) instead of by the segment's creation, an error. Either
 * way the database's disk space is watched where it runs (docs/deployment.md).
 */
export const SERVER_SETTINGS: Readonly<Record<string, string>> = { wal_init_zero: 'off' };

/** SERVER_SETTINGS as a server's command-line arguments: `-c name=value` each. */
export const serverSettingArgs = (): string[] =>
  Object.entries(SERVER_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
