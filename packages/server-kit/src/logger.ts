import { pino, type Logger } from 'pino';
import { activeTraceIds } from './tracing/active-trace';

export type { Logger };

export function createLogger(service: string, level: string = 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    // The request's trace beside its request id: a log line leads to its trace, and back.
    mixin: activeTraceIds,
    redact: { paths: ['req.headers.authorization', 'req.headers["x-service-token"]', 'req.headers.cookie'], remove: true },
  });
}
