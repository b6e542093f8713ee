/**
 * YouTube Music's InnerTube API, the one its web client uses (there is no public catalog API):
 * `POST /youtubei/v1/{search|browse|next}?alt=json` with the `WEB_REMIX` client context. Request
 * shapes follow ytmusicapi (https://github.com/sigma67/ytmusicapi); InnerTube carries no ISRCs.
 */
import { z } from 'zod';
import type { PlatformHttp } from '../http/http-types';
import { parseWire } from '../kit/parse-wire';
import { statusError } from '../kit/status-error';
import { browseResponseSchema, searchContinuationSchema, searchResponseSchema } from './innertube-schemas';
import { nextResponseSchema } from './watch-schemas';

/**
 * The `WEB_REMIX` client version for a day: `1.YYYYMMDD.01.00` with today's UTC date, as ytmusicapi
 * derives it (ytmusicapi `helpers.py`, `initialize_context`), so the version never ages the way a
 * hard-coded one does (YouTube retires old web client versions).
 */
export function clientVersion(nowMs: number = Date.now()): string {
  const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `1.${day}.01.00`;
}

/** Where YouTube Music's share page of an album (`/playlist?list=OLAK5uy_…`) names the album's browse id. */
const ALBUM_BROWSE_ID = /MPREb_[0-9A-Za-z_-]+/;
/** An album's audio playlist id, as the share button gives it. */
export const AUDIO_PLAYLIST = /^OLAK5uy_[0-9A-Za-z_-]+$/;

/** Search filter `params`: "EgWKAQ" + type + "AWoMEA4QChADEAQQCRAF" (ytmusicapi `get_search_params`). */
export const SEARCH_FILTERS = {
  songs: 'EgWKAQIIAWoMEA4QChADEAQQCRAF',
  videos: 'EgWKAQIQAWoMEA4QChADEAQQCRAF',
  albums: 'EgWKAQIYAWoMEA4QChADEAQQCRAF',
  artists: 'EgWKAQIgAWoMEA4QChADEAQQCRAF',
} as const;

const errorBodySchema = z.object({ error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }) });

export interface YtMusicApiOptions {
  baseUrl: string;
  http: PlatformHttp;
  /** Interface language and region of the results. */
  hl?: string;
  gl?: string;
  /** The clock (epoch ms) the client version is derived from. */
  now?: () => number;
}

export type YtMusicApi = ReturnType<typeof createYtMusicApi>;

export function createYtMusicApi({ baseUrl, http, hl = 'en', gl = 'US', now = Date.now }: YtMusicApiOptions) {
  const context = () => ({ client: { clientName: 'WEB_REMIX', clientVersion: clientVersion(now()), hl, gl }, user: {} });

  async function post<S extends z.ZodType>(
    endpoint: 'search' | 'browse' | 'next',
    body: Record<string, unknown>,
    schema: S,
    what: string,
    query: Record<string, string> = {},
  ): Promise<z.infer<S>> {
    const response = await http.send({
      method: 'POST',
      // InnerTube reads by POST; nothing is changed by sending one twice.
      idempotent: true,
      url: `${baseUrl}/youtubei/v1/${endpoint}`,
      query: { alt: 'json', ...query },
      headers: { origin: 'https://music.youtube.com' },
      json: { context: context(), ...body },
    });
    if (response.status !== 200) {
      const parsed = errorBodySchema.safeParse(response.body);
      const detail = parsed.success ? parsed.data.error.message : undefined;
      // InnerTube answers an id it does not know with 404, or with 400 INVALID_ARGUMENT on browse.
      const status = response.status === 400 && endpoint !== 'search' ? 404 : response.status;
      throw statusError('ytmusic', status, what, detail);
    }
    return parseWire('ytmusic', schema, response.body, what);
  }

  return {
    search: (query: string, filter: keyof typeof SEARCH_FILTERS) =>
      post('search', { query, params: SEARCH_FILTERS[filter] }, searchResponseSchema, 'search results'),
    /**
     * The next rows of a filtered search's shelf: the token goes in the query as `ctoken` and
     * `continuation`, the body carries only the context (ytmusicapi `get_continuation_string`;
     * recorded requests in search-continuation-songs-2026-01.json).
     */
    searchContinuation: (token: string) =>
      post('search', {}, searchContinuationSchema, 'search results', { ctoken: token, continuation: token }),
    browse: (browseId: string, what: string) => post('browse', { browseId }, browseResponseSchema, what),
    /** The next rows of a shelf: the 2025 form posts the token; the legacy form passes it as `ctoken`. */
    continuation: (token: string, legacy: boolean) =>
      legacy
        ? post('browse', {}, browseResponseSchema, 'playlist page', { ctoken: token, continuation: token, type: 'next' })
        : post('browse', { continuation: token }, browseResponseSchema, 'playlist page'),
    next: (videoId: string) => post('next', { videoId }, nextResponseSchema, 'song'),
    /**
     * The album browse id (`MPREb_…`) behind an album's audio playlist, read from the share page
     * `music.youtube.com/playlist?list=OLAK5uy_…` the way ytmusicapi's `get_album_browse_id` does.
     * Only the configured YouTube Music host is asked, with an id checked to be an audio playlist.
     */
    async albumBrowseId(audioPlaylistId: string): Promise<string | undefined> {
      if (!AUDIO_PLAYLIST.test(audioPlaylistId)) return undefined;
      const response = await http.send({
        url: `${baseUrl}/playlist`,
        query: { list: audioPlaylistId },
        headers: { 'accept-language': `${hl},en;q=0.8` },
        expect: 'text',
      });
      if (response.status !== 200 || typeof response.body !== 'string') return undefined;
      return ALBUM_BROWSE_ID.exec(response.body)?.[0];
    },
  };
}
