/**
 * The base of every error Segue throws on purpose, as jose's `util/errors.ts` does: a stable
 * `code` that callers branch on instead of the message or the class. `AppError` carries an API
 * code; the internal errors (a platform failure, a refused grant, a bad config) carry their own,
 * and `toAppError` (errors/to-app-error.ts) is the one place they become the API envelope.
 */
export class SegueError<Code extends string = string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
  }
}

export function isSegueError(value: unknown): value is SegueError {
  return value instanceof SegueError;
}
