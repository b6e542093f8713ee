import { AppError } from '../errors/app-error';

export const MAX_REDIRECT_URLS = 20;

/**
 * Browser-extension pages may be redirect targets too, so the Segue extension (or an app's own)
 * can finish account linking on one of its pages. Their "host" is the extension id: Chrome's is
 * 32 letters a-p, Firefox's a UUID.
 */
const EXTENSION_SCHEMES: Record<string, RegExp> = {
  'chrome-extension:': /^[a-p]{32}$/,
  'moz-extension:': /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

/**
 * An entry of an app's redirect allow-list: an absolute http(s) URL (or a browser-extension page)
 * without a fragment (the linking token is appended as a query parameter, and a fragment would
 * hide it from servers). Returns the normalised form, which is what redirects are compared against.
 */
export function parseRedirectUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new AppError('EBADREQUEST', `redirect URL must be an absolute http(s) URL, got "${value}"`);
  }
  const extensionId = EXTENSION_SCHEMES[url.protocol];
  if (extensionId) {
    if (!extensionId.test(url.host)) {
      throw new AppError('EBADREQUEST', `redirect URL ${url.protocol}//… must name a valid extension id, got "${value}"`);
    }
  } else if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('EBADREQUEST', `redirect URL must use http or https (or be a chrome-extension:// or moz-extension:// page), got "${value}"`);
  }
  if (url.hash !== '') throw new AppError('EBADREQUEST', `redirect URL must not have a #fragment, got "${value}"`);
  if (url.username !== '' || url.password !== '') {
    throw new AppError('EBADREQUEST', `redirect URL must not carry credentials, got "${value}"`);
  }
  if (url.href.length > 2048) throw new AppError('EBADREQUEST', 'redirect URL must be at most 2048 characters');
  return url.href;
}

/**
 * Whether `candidate` is the allow-listed redirect target `listed`: same scheme, host, port and
 * path (the query is the app's own and may differ). Compared field by field rather than by
 * `URL.origin`, which is the opaque "null" for every extension page and would let one
 * extension's page pass for another's.
 */
export function isSameRedirectTarget(listed: string, candidate: string): boolean {
  const a = new URL(listed);
  const b = new URL(candidate);
  return a.protocol === b.protocol && a.host === b.host && a.pathname === b.pathname;
}
