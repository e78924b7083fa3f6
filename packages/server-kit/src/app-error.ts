/** The one error type services throw; the error handler maps it to a response. */
export class AppError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(status: number, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  static badRequest(message: string, fieldErrors?: Record<string, string[]>): AppError {
    return new AppError(400, message, fieldErrors);
  }
  static unauthorized(message = 'Authentication required'): AppError {
    return new AppError(401, message);
  }
  static forbidden(message = 'You do not have permission to do that'): AppError {
    return new AppError(403, message);
  }
  static notFound(message = 'Not found'): AppError {
    return new AppError(404, message);
  }
  /** Existed, and no longer does (an expired link). */
  static gone(message: string): AppError {
    return new AppError(410, message);
  }
  static conflict(message: string): AppError {
    return new AppError(409, message);
  }
  static unavailable(message: string): AppError {
    return new AppError(503, message);
  }
}
