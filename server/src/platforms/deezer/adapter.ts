import type { PlatformHttp } from '../http/http-types';
import { PlatformError } from '../../errors/platform-error';
import { searchTitle } from '../kit/search-title';
import { uniqueIsrcs } from '../kit/unique-isrcs';
import type { PlatformAdapter, PlatformTrack } from '../types';
import { createDeezerApi, type DeezerAlbum, type DeezerApi, type DeezerLightTrack } from './api';
import { toPlatformAlbum, toPlatformArtist, toPlatformPlaylist, toPlatformTrack } from './mappers';
import type { DeezerUrls } from './settings';

export interface DeezerAdapterOptions {
  baseUrls: Pick<DeezerUrls, 'api'>;
  /** The catalog needs no credentials; the app id and secret serve user linking only. */
  credentials?: unknown;
  http: PlatformHttp;
}

const SEARCH_LIMIT = 25;

/** Double quotes delimit an advanced-search value; Deezer has no escape for them. */
const quoted = (text: string) => `"${text.replace(/"/g, ' ').trim()}"`;

/** A barcode as given, then as the other of UPC-A (12 digits) and EAN-13 (13, leading 0). */
function barcodeForms(upc: string | undefined): string[] {
  const digits = upc?.replace(/\D/g, '') ?? '';
  if (!digits) return [];
  if (digits.length === 12) return [digits, `0${digits}`];
  if (digits.length === 13 && digits.startsWith('0')) return [digits, digits.slice(1)];
  return [digits];
}

/** Rows per `/playlist/{id}/tracks` page we ask for (Deezer's default is 25). */
const PAGE_LIMIT = 100;

/**
 * Every track of a list whose first page is embedded, following `next` links. `/playlist/{id}`
 * embeds at most 400 tracks and no `next`, so when fewer than `expected` arrived the rest is
 * read from `{listPath}?index=…` (https://stackoverflow.com/questions/22639745).
 */
async function readAll(
  api: DeezerApi,
  first: { data: DeezerLightTrack[]; next?: string | null | undefined; total?: number | null | undefined },
  listPath: string,
  expected: number | null | undefined,
  album: DeezerAlbum | undefined,
  onPage?: (progress: { read: number; total: number | undefined }) => void,
): Promise<PlatformTrack[]> {
  const tracks: PlatformTrack[] = [];
  const total = expected ?? first.total;
  let page: typeof first | undefined = first;
  let rows = 0;
  // A `next` already followed would loop forever: the list ends there.
  const visited = new Set<string>();
  while (page) {
    rows += page.data.length;
    tracks.push(...page.data.map((t) => toPlatformTrack(t, album)));
    onPage?.({ read: tracks.length, total: total ?? undefined });
    // A fetched empty page ends the list even when it names a `next` (no endless paging); an
    // empty inline list with tracks behind it is read from the list endpoint.
    if (page.data.length === 0 && page !== first) page = undefined;
    else if (page.next && !visited.has(page.next)) {
      visited.add(page.next);
      page = await api.trackPage(page.next);
    }
    else if (total != null && rows < total) page = await api.trackPage(`${listPath}?index=${rows}&limit=${PAGE_LIMIT}`);
    else page = undefined;
  }
  return tracks;
}

export function createDeezerAdapter({ baseUrls, http }: DeezerAdapterOptions): PlatformAdapter {
  const api = createDeezerApi({ baseUrl: baseUrls.api, http });

  return {
    platform: 'deezer',
    region: '',
    capabilities: {
      // `GET /track/isrc:{isrc}`: one ISRC per request.
      isrcLookup: { batchSize: 1 },
      search: true,
      playlistRead: true,
      albumRead: true,
      artistRead: true,
      linking: true,
      libraryRead: true,
      playlistWrite: true,
    },

    getTrack: async (id) => toPlatformTrack(await api.track(id)),

    async getAlbum(id) {
      // Two requests, read side by side, because no one endpoint has both halves. The album
      // object's inline rows carry no isrc, track_position, disk_number or release date
      // (album-302127-2025.json, album-302127-edeezer.json): without ISRCs an album's tracks are
      // searched where a lookup would do. `/album/{id}/tracks` rows carry them but no album
      // object at all (album-tracks-302127-2025.json): title, date, cover and UPC are the album's.
      const listPath = `/album/${encodeURIComponent(id)}/tracks`;
      const [read, list] = await Promise.allSettled([api.album(id), api.trackPage(`${listPath}?limit=${PAGE_LIMIT}`)]);
      // The album's own failure (an unknown id) is the one to report.
      if (read.status === 'rejected') throw read.reason;
      if (list.status === 'rejected') throw list.reason;
      const album = read.value;
      return { ...toPlatformAlbum(album), tracks: await readAll(api, list.value, listPath, album.nb_tracks, album) };
    },

    getArtist: async (id) => toPlatformArtist(await api.artist(id)),

    async getPlaylist(id, options = {}) {
      const playlist = await api.playlist(id);
      const listPath = `/playlist/${encodeURIComponent(id)}/tracks`;
      const first = playlist.tracks ?? (await api.trackPage(`${listPath}?limit=${PAGE_LIMIT}`));
      return toPlatformPlaylist(playlist, await readAll(api, first, listPath, playlist.nb_tracks, undefined, options.onPage));
    },

    async lookupIsrcs(isrcs) {
      const found = new Map<string, PlatformTrack[]>();
      for (const isrc of uniqueIsrcs(isrcs)) {
        try {
          const track = toPlatformTrack(await api.trackByIsrc(isrc));
          if (track.isrc === isrc) found.set(isrc, [track]);
        } catch (error) {
          // Code 800 ("no data") is Deezer's answer for an ISRC it does not carry.
          if (!(error instanceof PlatformError && error.code === 'not_found')) throw error;
        }
      }
      return found;
    },

    async searchTracks(query, options = {}) {
      const limit = Math.min(options.limit ?? SEARCH_LIMIT, 100);
      const title = searchTitle(query.title);
      const artist = query.artists[0];
      // Advanced search first (https://developers.deezer.com/api/search), then plain words.
      const forms = artist ? [`artist:${quoted(artist)} track:${quoted(title)}`, `${title} ${artist}`] : [`track:${quoted(title)}`, title];
      for (const q of forms) {
        const hits = (await api.searchTracks(q, limit)).data;
        if (hits.length > 0) return hits.map((t) => toPlatformTrack(t));
      }
      return [];
    },

    async searchAlbums(query, options = {}) {
      // `GET /album/upc:{upc}` answers the one album with that barcode. Deezer files some under
      // the 12-digit UPC and some under the 13-digit EAN, so both forms are tried before search.
      for (const barcode of barcodeForms(query.upc)) {
        try {
          return [toPlatformAlbum(await api.albumByUpc(barcode))];
        } catch (error) {
          if (!(error instanceof PlatformError && error.code === 'not_found')) throw error;
        }
      }
      const artist = query.artists[0];
      const q = `album:${quoted(searchTitle(query.title))}${artist ? ` artist:${quoted(artist)}` : ''}`;
      return (await api.searchAlbums(q, options.limit ?? 10)).data.map(toPlatformAlbum);
    },

    async searchArtists(name, options = {}) {
      return (await api.searchArtists(`artist:${quoted(name)}`, options.limit ?? 10)).data.map(toPlatformArtist);
    },
  };
}
