import { AppError } from '../errors/app-error';

export const MAX_REDIRECT_URLS = 20;

/**
 * An entry of an app's redirect allow-list: an absolute http(s) URL without a fragment (the
 * linking token is appended as a query parameter, and a fragment would hide it from servers).
 * Returns the normalised form, which is what redirects are compared against.
 */
export function parseRedirectUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new AppError('EBADREQUEST', `redirect URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('EBADREQUEST', `redirect URL must use http or https, got "${value}"`);
  }
  if (url.hash !== '') throw new AppError('EBADREQUEST', `redirect URL must not have a #fragment, got "${value}"`);
  if (url.username !== '' || url.password !== '') {
    throw new AppError('EBADREQUEST', `redirect URL must not carry credentials, got "${value}"`);
  }
  if (url.href.length > 2048) throw new AppError('EBADREQUEST', 'redirect URL must be at most 2048 characters');
  return url.href;
}
