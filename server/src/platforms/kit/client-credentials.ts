import { z } from 'zod';
import type { PlatformHttp } from '../http/http-types';
import { PlatformError } from '../../errors/platform-error';
import { parseWire } from './parse-wire';
import { statusError } from './status-error';
import { createTokenCache, type TokenSource } from './token-cache';

// RFC 6749 section 5.1; Spotify and TIDAL both answer this shape.
const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive(),
});

const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

export interface ClientCredentialsOptions {
  http: PlatformHttp;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Spotify wants HTTP Basic; TIDAL's SDK sends the pair in the form body. */
  clientAuth: 'basic' | 'body';
  now?: () => number;
}

/**
 * An app token from the OAuth client-credentials grant (RFC 6749 section 4.4), cached until a
 * minute before `expires_in` runs out. A refused client (400/401 `invalid_client`) is
 * `auth_expired`: the integration's credentials need fixing.
 */
export function clientCredentialsToken(options: ClientCredentialsOptions): TokenSource {
  const { http, tokenUrl, clientId, clientSecret } = options;
  const now = options.now ?? Date.now;
  return createTokenCache(
    async () => {
      const form: Record<string, string> = { grant_type: 'client_credentials' };
      const headers: Record<string, string> = {};
      if (options.clientAuth === 'basic') {
        headers.authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      } else {
        form.client_id = clientId;
        form.client_secret = clientSecret;
      }
      // A client-credentials grant only issues a token: asking twice is harmless.
      const response = await http.send({ method: 'POST', idempotent: true, url: tokenUrl, form, headers });
      if (response.status === 400 || response.status === 401) {
        const parsed = oauthErrorSchema.safeParse(response.body);
        const detail = parsed.success ? `${parsed.data.error}${parsed.data.error_description ? `: ${parsed.data.error_description}` : ''}` : `HTTP ${response.status}`;
        throw new PlatformError(http.platform, 'auth_expired', `${http.platform} refused the integration's client credentials (${detail})`, {
          status: response.status,
        });
      }
      if (response.status !== 200) throw statusError(http.platform, response.status, 'access token');
      const token = parseWire(http.platform, tokenSchema, response.body, 'token response');
      return { token: token.access_token, expiresAt: now() + token.expires_in * 1000 };
    },
    { now },
  );
}
