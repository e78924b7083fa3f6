import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from './app-error';
import type { Logger } from './logger';
import { requestIdOf } from './request-context';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Maps errors to `{ message, fieldErrors?, requestId }`; unknown errors are logged and hidden. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const requestId = requestIdOf(req);
    if (err instanceof AppError) {
      res.status(err.status).json({ message: err.message, fieldErrors: err.fieldErrors, requestId });
      return;
    }
    const httpish = (typeof err === 'object' && err !== null ? err : {}) as HttpishError;
    const status = httpish.status ?? httpish.statusCode;
    // body-parser's own errors (malformed JSON, too large) are the caller's fault.
    if (status && status >= 400 && status < 500 && httpish.expose !== false) {
      const message =
        httpish.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : httpish.type === 'entity.too.large'
            ? 'The request body is too large.'
            : 'The request could not be processed.';
      res.status(status).json({ message, requestId });
      return;
    }
    logger.error({ err, requestId }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.', requestId });
  };
}

export function notFoundHandler(): RequestHandler {
  return (req, res) => {
    res.status(404).json({ message: `No route for ${req.method} ${req.path}`, requestId: requestIdOf(req) });
  };
}
