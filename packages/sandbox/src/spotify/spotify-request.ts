import type { IncomingMessage } from 'node:http';
import type { SpotifyView } from './spotify-objects';
import { spotifyErrors } from './spotify-errors';

/** What a route handler gets: the view, the parsed URL and the path's captured ids. */
export interface SpotifyRequest {
  req: IncomingMessage;
  view: SpotifyView;
  url: URL;
  params: string[];
  /** The country of the user the token acts for (none for a client-credentials token): `market=from_token` means it. */
  country?: string;
}

export type SpotifyHandler = (r: SpotifyRequest) => unknown;

/** Spotify ids are base62, 22 characters; anything else is refused before any lookup. */
export function base62Id(value: string | undefined): string {
  if (!value || !/^[0-9A-Za-z]{22}$/.test(value)) throw spotifyErrors.invalidId();
  return value;
}

/** `market` is optional; when present it must look like an ISO 3166-1 alpha-2 code (or `from_token`). */
export function checkMarket(query: URLSearchParams): void {
  const market = query.get('market');
  if (market !== null && market !== 'from_token' && !/^[A-Z]{2}$/.test(market)) throw spotifyErrors.badRequest('Invalid market code');
}
