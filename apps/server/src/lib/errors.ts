import { ERROR_STATUS, type ErrorCode, type FieldErrors } from '@anupalan/shared';

/** The one error type services throw. The error handler turns it into status + JSON body. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly errors: FieldErrors | undefined;
  /** For a 429: the seconds to wait, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, errors?: FieldErrors, retryAfterSeconds?: number) {
    super(message);
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Keeps the underlying error for the logs (never sent to the client). */
  withCause(cause: unknown): this {
    (this as { cause?: unknown }).cause = cause;
    return this;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static badRequest(message: string, errors?: FieldErrors): AppError {
    return new AppError('BAD_REQUEST', message, errors);
  }
}
