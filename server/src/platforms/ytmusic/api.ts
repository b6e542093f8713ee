/**
 * YouTube Music's InnerTube API, the one its web client uses (there is no public catalog API):
 * `POST /youtubei/v1/{search|browse|next}?alt=json` with the `WEB_REMIX` client context. Request
 * shapes follow ytmusicapi (https://github.com/sigma67/ytmusicapi); InnerTube carries no ISRCs.
 */
import { z } from 'zod';
import type { PlatformHttp } from '../http/http-types';
import { parseWire } from '../shared/parse-wire';
import { statusError } from '../shared/status-error';
import { browseResponseSchema, nextResponseSchema, searchResponseSchema } from './innertube-schemas';

/** A web client version YouTube Music currently serves; InnerTube refuses unknown client names, not dates. */
export const CLIENT_VERSION = '1.20261116.01.00';

/** Search filter `params`: "EgWKAQ" + type + "AWoMEA4QChADEAQQCRAF" (ytmusicapi `get_search_params`). */
export const SEARCH_FILTERS = {
  songs: 'EgWKAQIIAWoMEA4QChADEAQQCRAF',
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
}

export type YtMusicApi = ReturnType<typeof createYtMusicApi>;

export function createYtMusicApi({ baseUrl, http, hl = 'en', gl = 'US' }: YtMusicApiOptions) {
  const context = { client: { clientName: 'WEB_REMIX', clientVersion: CLIENT_VERSION, hl, gl }, user: {} };

  async function post<S extends z.ZodType>(
    endpoint: 'search' | 'browse' | 'next',
    body: Record<string, unknown>,
    schema: S,
    what: string,
    query: Record<string, string> = {},
  ): Promise<z.infer<S>> {
    const response = await http.send({
      method: 'POST',
      url: `${baseUrl}/youtubei/v1/${endpoint}`,
      query: { alt: 'json', ...query },
      headers: { origin: 'https://music.youtube.com' },
      json: { context, ...body },
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
    browse: (browseId: string, what: string) => post('browse', { browseId }, browseResponseSchema, what),
    /** The next rows of a shelf: the 2025 form posts the token; the legacy form passes it as `ctoken`. */
    continuation: (token: string, legacy: boolean) =>
      legacy
        ? post('browse', {}, browseResponseSchema, 'playlist page', { ctoken: token, continuation: token, type: 'next' })
        : post('browse', { continuation: token }, browseResponseSchema, 'playlist page'),
    next: (videoId: string) => post('next', { videoId }, nextResponseSchema, 'song'),
  };
}
