import { pino } from 'pino';

/** A quiet service's lines wait in memory at most this long. */
export const LOG_FLUSH_INTERVAL_MS = 1_000;
/**
 * Lines are written once this many bytes have gathered (about sixty request lines), just under
 * sonic-boom's largest single write (16 KB). Each write is handed to libuv's thread pool, and
 * that handoff, not the write, is what costs: the gateway spent 190 µs of CPU a request with 4 KB
 * batches and 171 µs with these, against 162 µs logging nothing
 * (scripts/bench/hop-alone.mjs).
 */
const BATCH_BYTES = 15 * 1024;

type BufferedDestination = ReturnType<typeof pino.destination>;
let stdout: BufferedDestination | undefined;

/**
 * The process's standard output for its log lines, written in batches: one system call per 15 KB
 * of lines, or per second when quieter, instead of one per line (under load a write per line
 * cost more than the request's own work). pino writes what is left synchronously as the process
 * exits (process.exit, an uncaught exception, an empty event loop); only a SIGKILL loses the
 * last second's lines. One per process, however many loggers write to it.
 */
export function bufferedStdout(): BufferedDestination {
  if (stdout) return stdout;
  const destination = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_INTERVAL_MS).unref();
  stdout = destination;
  return destination;
}
