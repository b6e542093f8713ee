import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../errors/app-error';
import { translateError } from '../errors/to-app-error';
import { describeError, type Logger } from '../runtime/logger';
import { allowedMethods } from './allowed-methods';
import { bodyReadError } from './body-read-error';
import { sendError } from './envelope';
import { requestIdOf } from './request-id';

/**
 * A failure a body parser not wrapped by `readBody` passed on: body-parser's errors carry a
 * `type`, and it marks whatever its decoder raised (Brotli's errors included) as an exposed 400
 * with http-errors.
 */
function fromBodyParser(error: unknown, encoding: string | undefined): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status, expose } = error as { type?: unknown; status?: unknown; expose?: unknown };
  const clientFault = status === 400 && expose === true;
  return typeof type === 'string' || clientFault ? bodyReadError(error, encoding) : undefined;
}

/** Express's router cannot percent-decode a path parameter (`/v1/task/%`): the caller's mistake, a 400. */
function fromRouter(error: unknown): AppError | undefined {
  if (error instanceof URIError && (error as { status?: unknown }).status === 400) {
    return new AppError('EBADREQUEST', 'the URL path has a malformed percent-encoding (a % not followed by two hex digits)');
  }
  return undefined;
}

// Connection refused/reset, and PostgreSQL's own "shutting down" / "starting up" / connection
// failure classes (https://www.postgresql.org/docs/current/errcodes-appendix.html: 57P01-57P03, 08xxx).
const DATABASE_DOWN = /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|57P0[1-3]|08\w{3})$/;

/** The database is restarting or unreachable: a 503 the client can retry, not a 500. */
function fromDatabase(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  if ((typeof code === 'string' && DATABASE_DOWN.test(code)) || /Connection terminated|timeout exceeded when trying to connect/.test(message)) {
    return new AppError('EINTERNAL', 'the database is unavailable for a moment: retry in a few seconds', { status: 503, headers: { 'retry-after': '5' } });
  }
  return undefined;
}

/**
 * Unanswered requests, in the envelope, never Express's HTML page: a path some route serves with
 * other methods is 405 with `Allow` (`EBADREQUEST`, as a too-large body is with 413: the request
 * is wrong, not the resource missing); any other path is 404 `ENOTFOUND`.
 */
export const notFound: RequestHandler = (req) => {
  const allow = allowedMethods(req);
  if (allow.length > 0) {
    throw new AppError('EBADREQUEST', `method ${req.method} is not allowed on ${req.path}: use ${allow.filter((method) => method !== 'HEAD').join(' or ')}`, {
      status: 405,
      headers: { allow: allow.join(', ') },
    });
  }
  throw new AppError('ENOTFOUND', `no route ${req.method} ${req.path}`);
};

/**
 * The one place errors become responses: Segue's errors through `translateError` (an `AppError`
 * keeps its code and message, a `PlatformError` that no service translated gets its own code);
 * body failures become `EBADREQUEST` with the right status; anything else is logged with
 * the request id and answered as `EINTERNAL` without internals.
 */
export function errorMiddleware(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = translateError(error) ?? fromRouter(error) ?? fromBodyParser(error, req.get('content-encoding')) ?? fromDatabase(error);
    if (known) {
      res.set(known.headers);
      sendError(res, known.code, known.message, known.status, known.extras);
      return;
    }
    const requestId = requestIdOf(res);
    log.error('unhandled error', { requestId, method: req.method, path: req.path, ...describeError(error) });
    sendError(res, 'EINTERNAL', `internal error; quote request id ${requestId} when reporting it`, 500);
  };
}
