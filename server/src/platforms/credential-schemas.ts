/**
 * What an integration needs per platform: the credentials the app's owner created on that
 * platform's developer console. Each schema lists its secret fields, which are sealed at rest;
 * the rest are identifiers shown back by `integrations list`.
 */
import { createPrivateKey } from 'node:crypto';
import type { PlatformKey } from '@segue/core';
import { z } from 'zod';

const text = () =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(4096, 'is too long');

// An optional field left empty (a cleared form input) means the field is not given.
const optionalText = () => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), text().optional());

const tenCharacters = () =>
  z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character identifier from the Apple Developer account (A-Z, 0-9)');

// Apple signs developer tokens with ES256, so the .p8 must hold a P-256 key.
// https://developer.apple.com/documentation/applemusicapi/generating-developer-tokens
const appleKey = z
  .string({ error: 'is required' })
  .trim()
  .refine((pem) => {
    try {
      const key = createPrivateKey(pem);
      return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
    } catch {
      return false;
    }
  }, 'must be the PEM content of the .p8 key file from Apple (an EC P-256 private key)');

// Storefronts are ISO 3166-1 alpha-2 country codes in lower case ("us", "gb").
// https://developer.apple.com/documentation/applemusicapi/storefronts
const storefront = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'must be a two-letter country code such as "us"')
  .default('us');

// Spotify answers availability and relinking for one market, an ISO 3166-1 alpha-2 country code
// ("US", "GB"); without one it ignores both. Integrations stored before this field read "US".
// https://developer.spotify.com/documentation/web-api/concepts/track-relinking
const market = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as "US" (ISO 3166-1 alpha-2)')
  .default('US');

export const CREDENTIAL_SCHEMAS = {
  spotify: z.strictObject({ client_id: text(), client_secret: text(), market }),
  tidal: z.strictObject({ client_id: text(), client_secret: text() }),
  applemusic: z.strictObject({
    team_id: tenCharacters(),
    key_id: tenCharacters(),
    private_key: appleKey,
    storefront,
  }),
  // Deezer's catalog needs no credentials, and Deezer has issued no new apps since 2024: an app
  // id and secret (from an app registered before) are needed only to link listeners' accounts.
  deezer: z
    .strictObject({
      app_id: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
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
    ),
  // YouTube Music's catalog (InnerTube) needs no developer credentials. A Google OAuth client
  // is needed only to link listeners' accounts (https://developers.google.com/identity/protocols/oauth2/web-server);
  // its Cloud project must have the YouTube Data API v3 enabled, which serves those accounts.
  ytmusic: z
    .strictObject({ client_id: optionalText(), client_secret: optionalText() })
    .refine(
      (client) => (client.client_id === undefined) === (client.client_secret === undefined),
      'client_id and client_secret go together: give both (a Google OAuth client, needed only to link accounts) or neither',
    ),
} satisfies Record<PlatformKey, z.ZodType>;

export type Credentials<P extends PlatformKey> = z.infer<(typeof CREDENTIAL_SCHEMAS)[P]>;

/** Fields sealed at rest, per platform. */
export const SECRET_FIELDS: Record<PlatformKey, readonly string[]> = {
  spotify: ['client_secret'],
  tidal: ['client_secret'],
  applemusic: ['private_key'],
  deezer: ['secret'],
  ytmusic: ['client_secret'],
};
