/**
 * Deezer public API (https://developers.deezer.com/api), catalog side: raw requests. No
 * credentials: the catalog is open. Deezer answers errors as HTTP 200 with
 * `{"error": {"type", "message", "code"}}` (HTTP 404 for some ids, e.g. `/album/0`).
 */
import type { z } from 'zod';
import type { BodyFailure, HttpResponse, PlatformHttp } from '../http/http-types';
import { PlatformError } from '../../errors/platform-error';
import { parseWire } from '../kit/parse-wire';
import { rebaseUrl } from '../kit/rebase-url';
import { statusError } from '../kit/status-error';
import { albumSchema, artistSchema, deezerError, DEEZER_CODES, lightTrackSchema, listSchema, playlistSchema, trackSchema } from './wire';

export type { DeezerAlbum, DeezerAlbumRef, DeezerArtist, DeezerLightTrack, DeezerPlaylist, DeezerTrack } from './wire';

/**
 * Deezer's throttling and overload arrive in 200 bodies; the HTTP layer retries them. The quota
 * is about 50 requests per 5 s with no Retry-After, so a throttled request waits at least a
 * second: retrying sooner only spends the next window's requests.
 */
export function classifyDeezer(response: HttpResponse): BodyFailure | undefined {
  const code = deezerError(response.body)?.code;
  if (code === DEEZER_CODES.QUOTA) return { kind: 'rate_limited', retryAfterMs: 1_000 };
  if (code === DEEZER_CODES.SERVICE_BUSY) return { kind: 'unavailable' };
  return undefined;
}

export interface DeezerApiOptions {
  baseUrl: string;
  http: PlatformHttp;
}

export type DeezerApi = ReturnType<typeof createDeezerApi>;

export function createDeezerApi({ baseUrl, http }: DeezerApiOptions) {
  async function get<S extends z.ZodType>(
    pathOrLink: string,
    query: Record<string, string | number | undefined>,
    schema: S,
    what: string,
  ): Promise<z.infer<S>> {
    const url = pathOrLink.startsWith('http') ? rebaseUrl(pathOrLink, baseUrl) : `${baseUrl}${pathOrLink}`;
    const response = await http.send({ url, query, classify: classifyDeezer });
    const error = deezerError(response.body);
    // `/album/0` answers "no data" with HTTP 404; most misses say it in a 200 body.
    if (error?.code === DEEZER_CODES.DATA_NOT_FOUND) throw statusError('deezer', 404, what, error.message);
    if (response.status !== 200) throw statusError('deezer', response.status, what);
    if (error) {
      throw new PlatformError('deezer', 'bad_response', `deezer refused the ${what} request: ${error.message ?? 'unknown error'} (code ${error.code ?? '?'})`);
    }
    return parseWire('deezer', schema, response.body, what);
  }

  const seg = encodeURIComponent;
  return {
    track: (trackId: string) => get(`/track/${seg(trackId)}`, {}, trackSchema, 'track'),
    trackByIsrc: (isrc: string) => get(`/track/isrc:${seg(isrc)}`, {}, trackSchema, 'track'),
    album: (albumId: string) => get(`/album/${seg(albumId)}`, {}, albumSchema, 'album'),
    albumByUpc: (upc: string) => get(`/album/upc:${seg(upc)}`, {}, albumSchema, 'album'),
    artist: (artistId: string) => get(`/artist/${seg(artistId)}`, {}, artistSchema, 'artist'),
    playlist: (playlistId: string) => get(`/playlist/${seg(playlistId)}`, {}, playlistSchema, 'playlist'),
    /** A following page of an album's or playlist's tracks (`next` link). */
    trackPage: (next: string) => get(next, {}, listSchema(lightTrackSchema), 'track list'),
    searchTracks: (q: string, limit: number) => get('/search/track', { q, limit }, listSchema(lightTrackSchema), 'search results'),
    searchAlbums: (q: string, limit: number) => get('/search/album', { q, limit }, listSchema(albumSchema), 'search results'),
    searchArtists: (q: string, limit: number) => get('/search/artist', { q, limit }, listSchema(artistSchema), 'search results'),
  };
}
