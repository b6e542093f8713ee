import { z } from 'zod';
import { text } from '../kit/credential-fields';
import type { UrlSettings } from '../kit/define-platform';

export interface SpotifyUrls {
  api: string;
  accounts: string;
}

export const SPOTIFY_URLS: UrlSettings<SpotifyUrls> = {
  api: { variable: 'SEGUE_SPOTIFY_API_URL', fallback: 'https://api.spotify.com' },
  accounts: { variable: 'SEGUE_SPOTIFY_ACCOUNTS_URL', fallback: 'https://accounts.spotify.com' },
};

// Spotify answers availability and relinking for one market, an ISO 3166-1 alpha-2 country code
// ("US", "GB"); without one it ignores both. Integrations stored before this field read "US".
// https://developer.spotify.com/documentation/web-api/concepts/track-relinking
const market = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as "US" (ISO 3166-1 alpha-2)')
  .default('US');

export const spotifyCredentials = z.strictObject({ client_id: text(), client_secret: text(), market });

export type SpotifyCredentials = z.infer<typeof spotifyCredentials>;

/** Credential fields sealed at rest (the rest are stored as plain settings). */
export const SPOTIFY_SECRET_FIELDS: readonly (keyof SpotifyCredentials)[] = ['client_secret'];
