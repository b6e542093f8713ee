import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

// An incoming id is kept (so a caller or a proxy can follow its request through our logs) only
// when it is short and plain: anything else could forge log lines or bloat headers.
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Gives every request an id, echoed in `x-request-id` on every response. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  const id = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.set('x-request-id', id);
  next();
};

export function requestIdOf(res: Response): string {
  return String(res.locals.requestId ?? '');
}
