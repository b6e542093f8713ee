import type { ErrorCode, FailedTaskError, NoMatchErrorBody } from '@segue/core/schemas';

/** A conversion to one target platform that found no match there: that platform, and the closest candidate when one was scored. */
export type NoMatch = Pick<NoMatchErrorBody, 'platform' | 'candidate'> & { platform: NonNullable<NoMatchErrorBody['platform']> };

/**
 * Failures found by the client itself, not sent by the server:
 * - `ENETWORK`: no HTTP answer (refused, reset, DNS, CORS, offline);
 * - `ETIMEOUT`: no complete answer within `timeoutMs`, or a task not finished within its deadline;
 * - `EBADRESPONSE`: an answer that is not the API's envelope or does not match its schema;
 * - `ECONFIG`: a call the client cannot make as configured (a key or token missing), raised
 *   before any request so a missing key is never mistaken for one the server refused.
 */
export const CLIENT_ERROR_CODES = ['ENETWORK', 'ETIMEOUT', 'EBADRESPONSE', 'ECONFIG'] as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
export type SegueErrorCode = ErrorCode | ClientErrorCode;

export interface SegueErrorOptions {
  code: SegueErrorCode;
  message: string;
  /** HTTP status of the answer; 0 when there was none. */
  status: number;
  requestId?: string | undefined;
  retryAfterSeconds?: number | undefined;
  failedTask?: FailedTaskError | undefined;
  noMatch?: NoMatch | undefined;
  cause?: unknown;
}

/** Every failure of a client call: an error envelope from the server, or one of CLIENT_ERROR_CODES. */
export class SegueError extends Error {
  override readonly name = 'SegueError';
  readonly code: SegueErrorCode;
  readonly status: number;
  /** The server's `x-request-id`: quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** From `Retry-After`, when the server sent one (rate limits). */
  readonly retryAfterSeconds: number | undefined;
  /** The task as the server reported it, when a playlist conversion failed. */
  readonly failedTask: FailedTaskError | undefined;
  /** `ENOTFOUND` of a conversion to one platform: which one had no match, and its closest candidate. */
  readonly noMatch: NoMatch | undefined;

  constructor(options: SegueErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.status = options.status;
    this.requestId = options.requestId;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.failedTask = options.failedTask;
    this.noMatch = options.noMatch;
  }
}

/** True for a SegueError, also one thrown by another copy of this package (no `instanceof`). */
export function isSegueError(value: unknown): value is SegueError {
  return value instanceof SegueError || (value instanceof Error && value.name === 'SegueError' && 'code' in value);
}
