import express, { type RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { formatZodError } from '../errors/format-zod-error';
import { bodyReadError } from './body-read-error';

/**
 * A body parser whose every failure (reading, inflating, parsing) reaches the error middleware
 * as a 4xx `AppError`: an error raised there is always the body's fault, never the server's.
 */
export function readBody(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    parser(req, res, (error?: unknown) => {
      next(error === undefined || error === 'route' || error === 'router' ? error : bodyReadError(error, req.get('content-encoding')));
    });
  };
}

/** Parses JSON bodies up to `limitBytes`. */
export function jsonBody(limitBytes: number): RequestHandler {
  return readBody(express.json({ limit: limitBytes, strict: true }));
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
