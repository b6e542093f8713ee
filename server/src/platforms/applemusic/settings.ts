import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import type { UrlSettings } from '../kit/define-platform';

export interface AppleMusicUrls {
  api: string;
}

export const APPLE_MUSIC_URLS: UrlSettings<AppleMusicUrls> = {
  api: { variable: 'SEGUE_APPLEMUSIC_API_URL', fallback: 'https://api.music.apple.com' },
};

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

export const appleMusicCredentials = z.strictObject({
  team_id: tenCharacters(),
  key_id: tenCharacters(),
  private_key: appleKey,
  storefront,
});

export type AppleMusicCredentials = z.infer<typeof appleMusicCredentials>;

/** Credential fields sealed at rest (the rest are stored as plain settings). */
export const APPLE_MUSIC_SECRET_FIELDS: readonly (keyof AppleMusicCredentials)[] = ['private_key'];
