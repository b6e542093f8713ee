import type { Response } from 'express';
import type { ErrorCode } from '../errors/error-codes';

/** The success envelope: `{data, message, status}` with `status` = HTTP status. */
export function sendData(res: Response, data: unknown, message = 'Request ok', status = 200): void {
  res.status(status).json({ data, message, status });
}

/** The failure envelope: `{error, message, status}` with `status` = HTTP status. */
export function sendError(res: Response, code: ErrorCode, message: string, status: number): void {
  res.status(status).json({ error: code, message, status });
}
