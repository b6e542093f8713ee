import type { Response } from 'express';
import type { ErrorExtras } from '../errors/app-error';
import type { ErrorCode } from '../errors/error-codes';

/** The success envelope: `{data, message, status}` with `status` = HTTP status. */
export function sendData(res: Response, data: unknown, message = 'Request ok', status = 200): void {
  res.status(status).json({ data, message, status });
}

const ERROR_CODE = 'errorCode';

/** The failure envelope: `{error, message, status}` with `status` = HTTP status, and any documented extras. */
export function sendError(res: Response, code: ErrorCode, message: string, status: number, extras: ErrorExtras = {}): void {
  // Kept for the usage counter, which counts errors per code once the response is sent.
  res.locals[ERROR_CODE] = code;
  res.status(status).json({ error: code, message, status, ...extras });
}

/** The code of the error envelope this response carried, or '' when it sent none. */
export function errorCodeSent(res: Response): string {
  return (res.locals[ERROR_CODE] as string | undefined) ?? '';
}
