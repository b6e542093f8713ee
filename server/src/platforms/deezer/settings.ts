import { z } from 'zod';
import { emptyAsMissing, optionalText } from '../kit/credential-fields';
import type { UrlSettings } from '../kit/define-platform';

export interface DeezerUrls {
  api: string;
  connect: string;
}

export const DEEZER_URLS: UrlSettings<DeezerUrls> = {
  api: { variable: 'SEGUE_DEEZER_API_URL', fallback: 'https://api.deezer.com' },
  connect: { variable: 'SEGUE_DEEZER_CONNECT_URL', fallback: 'https://connect.deezer.com' },
};

// Deezer's catalog needs no credentials, and Deezer has issued no new apps since 2024: an app
// id and secret (from an app registered before) are needed only to link listeners' accounts.
export const deezerCredentials = z
  .strictObject({
    app_id: emptyAsMissing(
      z
        .string({ error: 'is required' })
        .trim()
        .regex(/^\d{1,20}$/, 'must be the numeric application id from developers.deezer.com')
        .optional(),
    ),
    secret: optionalText(),
  })
  .refine(
    (app) => (app.app_id === undefined) === (app.secret === undefined),
    'app_id and secret go together: give both (a Deezer app, needed only to link accounts) or neither',
  );

export type DeezerCredentials = z.infer<typeof deezerCredentials>;

/** Credential fields sealed at rest (the rest are stored as plain settings). */
export const DEEZER_SECRET_FIELDS: readonly (keyof DeezerCredentials)[] = ['secret'];
