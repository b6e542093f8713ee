import express, { type RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { formatZodError } from '../errors/format-zod-error';

/** Parses JSON bodies up to `limitBytes`; parse failures reach the error middleware. */
export function jsonBody(limitBytes: number): RequestHandler {
  return express.json({ limit: limitBytes, strict: true });
}

/** For routes that take a JSON body: anything but `application/json` is refused with 415. */
export const requireJson: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) {
    const sent = req.get('content-type');
    throw new AppError(
      'EBADREQUEST',
      `send the request body as JSON with Content-Type: application/json${sent ? ` (got ${sent})` : ' (no Content-Type was sent)'}`,
      { status: 415 },
    );
  }
  next();
};

/** Validates a parsed body with a zod schema; the message names each bad field. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === undefined) throw new AppError('EBADREQUEST', 'the request body is empty: send a JSON object');
  const result = schema.safeParse(body);
  if (!result.success) throw new AppError('EBADREQUEST', `invalid request body: ${formatZodError(result.error)}`);
  return result.data;
}
