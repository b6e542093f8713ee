import type { ServerResponse } from 'node:http';

/** Writes a JSON body with the given status, content type and extra headers. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  options: { contentType?: string; headers?: Record<string, string> } = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': options.contentType ?? 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...options.headers,
  });
  res.end(text);
}

/** A body that starts like the platform's JSON and stops half way: what a cut connection or a broken proxy delivers. */
export function sendTruncatedJson(res: ServerResponse, body: unknown, contentType = 'application/json; charset=utf-8'): void {
  const text = JSON.stringify(body);
  const cut = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(cut) });
  res.end(cut);
}
