import type { PlatformKey } from '@segue/core';
import { OAuthError } from '../../errors/oauth-error';

export interface OAuthHttpResponse {
  status: number;
  /** Parsed JSON when the body is JSON, else the text. */
  body: unknown;
  text: string;
}

const TIMEOUT_MS = 10_000;

/**
 * One request to a platform's OAuth or profile endpoint. Unlike catalog reads these go out once,
 * without the HTTP layer's retries: an authorisation code is single use, so re-sending an
 * exchange after a timeout would turn a slow success into `invalid_grant`; and Deezer's token
 * endpoint answers plain text, which the layer treats as a broken JSON body. A network failure
 * or timeout is an `OAuthError` `failed`.
 */
export async function oauthHttp(
  platform: PlatformKey,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; form?: Record<string, string>; json?: unknown } = {},
): Promise<OAuthHttpResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  // Imported on the first call: every platform record reaches this module, and so does every
  // CLI command through the registry, which must not pay for loading undici at start.
  const { request } = await import('undici');
  try {
    const response = await request(url, {
      method: init.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.body.text();
    let parsed: unknown = text;
    try {
      parsed = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      // Not JSON: callers that expect text read `text`.
    }
    return { status: response.statusCode, body: parsed, text };
  } catch (error) {
    throw new OAuthError(platform, 'failed', `${platform} could not be reached (${error instanceof Error ? error.message : 'network error'})`, {
      cause: error,
    });
  }
}

/** Reads an RFC 6749 error body (`error`, `error_description`) for messages. */
export function oauthErrorText(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const error = typeof record.error === 'string' ? record.error : undefined;
    const description = typeof record.error_description === 'string' ? record.error_description : undefined;
    if (error) return description ? `${error}: ${description}` : error;
  }
  return `HTTP ${status}`;
}

/** `error` of an RFC 6749 error body, if any. */
export function oauthErrorCode(body: unknown): string | undefined {
  if (body && typeof body === 'object' && typeof (body as Record<string, unknown>).error === 'string') {
    return (body as Record<string, string>).error;
  }
  return undefined;
}
