import { pino, type DestinationStream, type Logger } from 'pino';
import { bufferedStdout } from './log-destination';
import { activeTraceIds } from './tracing/active-trace';

export type { Logger };

/**
 * What of an error a log line keeps. A database driver's error carries the statement with its
 * values inlined (sequelize's `sql`), the values (`parameters`) and PostgreSQL's `detail`
 * ("Key (email)=(…) already exists"): a person's name and address. The line keeps the kind of
 * failure (name, message, code, constraint, table, column) and the stack, never a value.
 */
const KEPT = [
  'type',
  'name',
  'message',
  'code',
  'constraint',
  'table',
  'column',
  'status',
  'statusCode',
  'stack',
] as const;

export function loggableError(err: unknown): Record<string, unknown> {
  if (typeof err !== 'object' || err === null) return { message: String(err) };
  const source = err as Record<string, unknown>;
  const kept: Record<string, unknown> = { type: err.constructor?.name };
  for (const key of KEPT) if (source[key] !== undefined) kept[key] = source[key];
  const cause = source.original ?? source.parent ?? source.cause;
  if (cause && cause !== err) kept.cause = loggableError(cause);
  return kept;
}

/** Writes JSON lines to `destination`, or to standard output in batches (log-destination.ts). */
export function createLogger(service: string, level: string = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      name: service,
      level,
      base: { service },
      // The request's trace beside its request id: a log line leads to its trace, and back.
      mixin: activeTraceIds,
      redact: {
        paths: ['req.headers.authorization', 'req.headers["x-service-token"]', 'req.headers.cookie'],
        remove: true,
      },
      serializers: { err: loggableError },
    },
    // A silenced logger (the test suites) writes nothing: it needs no buffer.
    destination ?? (level === 'silent' ? undefined : bufferedStdout()),
  );
}
