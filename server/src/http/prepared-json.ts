import type { Response } from 'express';

/** A JSON response body serialised and encoded once, then sent as many times as asked. */
export interface PreparedJson {
  readonly body: Buffer;
  /** Express's ETag of `body`, worked out on its first send (false when ETags are off). */
  etag?: string | false;
}

export const prepareJson = (json: string): PreparedJson => ({ body: Buffer.from(json, 'utf8') });

/** `{data, message, status}` around data already serialised: the bytes `res.json` sends for the same envelope. */
export const dataEnvelope = (dataJson: string, message = 'Request ok', status = 200): string =>
  `{"data":${dataJson},"message":${JSON.stringify(message)},"status":${status}}`;

type EtagOf = (body: Buffer, encoding?: BufferEncoding) => string | undefined;

/**
 * Sends a prepared body with the headers `res.json` gives the same JSON, in the same order
 * (Content-Type, Content-Length, ETag), without serialising, encoding or hashing it again: the
 * ETag comes from Express's own generator (the app's `etag` setting), once per body. Conditional
 * requests (If-None-Match) are still answered 304 by `res.send`.
 */
export function sendPrepared(res: Response, prepared: PreparedJson, status = 200): void {
  if (prepared.etag === undefined) {
    const etagOf = res.app.get('etag fn') as EtagOf | undefined;
    prepared.etag = (typeof etagOf === 'function' && etagOf(prepared.body)) || false;
  }
  res.status(status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(prepared.body.length));
  if (prepared.etag) res.setHeader('ETag', prepared.etag);
  res.send(prepared.body);
}
