import type { AmbiguousUserErrorBody, ErrorBody, NoMatchErrorBody } from '@segue/core/schemas';
import { ERROR_STATUS, type ErrorCode } from './error-codes';
import { SegueError } from './segue-error';

/**
 * Fields an error body carries beside `error`, `message` and `status`: only the ones the API
 * documents (the `NoMatchErrorBody` of a conversion that found nothing, the `users` of an
 * ambiguous e-mail), so none is sent by accident.
 */
export type ErrorExtras = Omit<NoMatchErrorBody, keyof ErrorBody> & Partial<Omit<AmbiguousUserErrorBody, keyof ErrorBody>>;

export interface AppErrorOptions {
  /** Overrides the code's default HTTP status (e.g. 413 or 415 for `EBADREQUEST`). */
  status?: number;
  /** Extra response headers, such as `Retry-After` on `ERATELIMITED`. */
  headers?: Record<string, string>;
  /** Documented fields added to the error body. */
  extras?: ErrorExtras;
  cause?: unknown;
}

/**
 * An expected failure with a stable code. Services throw these; the HTTP error middleware turns
 * them into the envelope and the CLI into one line. The message is shown to the caller, so it
 * says what to fix and never carries internals.
 */
export class AppError extends SegueError<ErrorCode> {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly extras: ErrorExtras;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(code, message, options);
    this.name = 'AppError';
    this.status = options.status ?? ERROR_STATUS[code];
    this.headers = options.headers ?? {};
    this.extras = options.extras ?? {};
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
