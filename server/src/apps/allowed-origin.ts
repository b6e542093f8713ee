import { AppError } from '../errors/app-error';

export const MAX_ALLOWED_ORIGINS = 50;

/**
 * An entry of an app's CORS origin list: exactly what a browser sends in `Origin`, an http(s)
 * `scheme://host[:port]` without path, query, credentials or wildcard. Returns the normalised form
 * (lower-case host, default port dropped), the one compared with the request's `Origin`.
 */
export function parseOrigin(value: string): string {
  const trimmed = value.trim();
  const refuse = (why: string) => new AppError('EBADREQUEST', `allowed origin must be scheme://host[:port] ${why}, got "${value}"`);
  if (trimmed.includes('*')) throw refuse('without wildcards (leave the list empty to allow any origin)');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw refuse('(e.g. https://app.example.com)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('with http or https');
  if (url.username !== '' || url.password !== '') throw refuse('without credentials');
  // `new URL` adds the "/" path itself; anything more (or a query, a fragment) is not an origin.
  if (!/^https?:\/\/[^/?#]+\/?$/i.test(trimmed)) throw refuse('without path, query or fragment');
  return url.origin;
}
