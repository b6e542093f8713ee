import { z } from 'zod';
import { text } from '../kit/credential-fields';
import type { UrlSettings } from '../kit/define-platform';

export interface TidalUrls {
  api: string;
  auth: string;
  login: string;
}

export const TIDAL_URLS: UrlSettings<TidalUrls> = {
  api: { variable: 'SEGUE_TIDAL_API_URL', fallback: 'https://openapi.tidal.com' },
  auth: { variable: 'SEGUE_TIDAL_AUTH_URL', fallback: 'https://auth.tidal.com' },
  login: { variable: 'SEGUE_TIDAL_LOGIN_URL', fallback: 'https://login.tidal.com' },
};

export const tidalCredentials = z.strictObject({ client_id: text(), client_secret: text() });

export type TidalCredentials = z.infer<typeof tidalCredentials>;

/** Credential fields sealed at rest (the rest are stored as plain settings). */
export const TIDAL_SECRET_FIELDS: readonly (keyof TidalCredentials)[] = ['client_secret'];
