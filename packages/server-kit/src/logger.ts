import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(service: string, level: string = 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: { paths: ['req.headers.authorization', 'req.headers["x-service-token"]', 'req.headers.cookie'], remove: true },
  });
}
