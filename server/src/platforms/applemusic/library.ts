/**
 * Apple Music API, user side (https://developer.apple.com/documentation/applemusicapi): every
 * request carries the developer token (`Authorization`) and the user's Music-User-Token.
 * Library resources have library ids (`p.`, `l.`, `r.`) and no web links, so links point at the
 * library pages of music.apple.com. A 403 means the Music-User-Token was refused; a 401 that the
 * developer token was. An empty playlist's tracks answer 404, not an empty list.
 */
import { z } from 'zod';
import type { LibraryPlaylist } from '@segue/core/schemas';
import { apiTimestamp, toHistoryTrack } from '../kit/library-mappers';
import { PlaylistWriteError } from '../../errors/playlist-write-error';
import type { LibraryFactory, PlatformLibrary } from '../kit/platform-library';
import { sendAsUser } from '../kit/send-as-user';
import { librarySizes } from '../kit/library-sizes';
import type { HttpRequest } from '../http/http-types';
import { PlatformError } from '../../errors/platform-error';
import { apiReleaseDate, normalizeReleaseDate } from '../release-date';
import { chunk } from '../kit/chunk';
import { unknownIds } from '../kit/unknown-ids';
import { parseWire } from '../kit/parse-wire';
import { statusError } from '../kit/status-error';
import { itemsOf } from './api';
import {
  createdSchema,
  errorSchema,
  historyTrack,
  libraryAlbumSchema,
  libraryArtistSchema,
  libraryPlaylistSchema,
  libraryUrl,
  pageSchema,
  playlistVersionOf,
} from './library-wire';
import { artworkUrl, creditedArtists } from './mappers';
import type { AppleMusicUrls } from './settings';
import { APPLE_ADD_BATCH, appleTransfer } from './library-transfer';
import { applePlaylistEdits } from './playlist-edits';

const PAGE = 100;
/** `GET /me/recent/played/tracks` answers at most 30 per page. */
const RECENT_PAGE = 30;

const songRef = (id: string) => ({ id, type: 'songs' });
const LOOKUP_BATCH = 300;
const storefrontSchema = z.object({ data: z.array(z.object({ id: z.string() })) });
const songsSchema = z.object({ data: z.array(z.object({ id: z.string() })) });

export const createAppleMusicLibrary: LibraryFactory<AppleMusicUrls> = ({ baseUrls, http, userToken, appToken }) => {
  if (!appToken) throw new Error('the Apple Music library needs the developer token');
  const developerToken = appToken;

  async function call<S extends z.ZodType>(request: HttpRequest, schema: S, what: string): Promise<z.infer<S>> {
    const response = await sendAsUser(
      http,
      userToken,
      { ...request, url: `${baseUrls.api}${request.url}` },
      {
        refusedStatuses: [403],
        authorize: async (mut) => ({
          headers: { authorization: `Bearer ${await developerToken.get()}`, 'music-user-token': mut },
        }),
      },
    );
    if (response.status === 401) developerToken.invalidate();
    if (response.status < 200 || response.status > 299) {
      const parsed = errorSchema.safeParse(response.body);
      const first = parsed.success ? parsed.data.errors[0] : undefined;
      throw statusError('applemusic', response.status, what, first?.detail ?? first?.title);
    }
    return parseWire('applemusic', schema, response.status === 204 ? {} : response.body, what);
  }

  /** One page of a list; `next` carries only `offset`, so the page size is added again. */
  const pageAt = (url: string, limit: number, what: string, extra: Record<string, string> = {}) =>
    call({ url, query: { limit, ...extra } }, pageSchema, what);

  /** Every item of a list, read as `item`; an item of another shape is left out, never fatal. */
  async function all<S extends z.ZodType>(path: string, limit: number, item: S, what: string, extra: Record<string, string> = {}) {
    const items: Array<z.infer<S>> = [];
    let next: string | undefined = path;
    let total: number | undefined;
    while (next) {
      const page = await pageAt(next, limit, what, extra);
      total ??= page.meta?.total;
      items.push(...itemsOf(item, page.data));
      // An empty page ends the list even if a `next` came with it (no endless paging).
      next = page.data.length > 0 ? page.next : undefined;
    }
    return { items, total };
  }

  /**
   * Tracks in a library playlist: one request for one item, read from `meta.total` rather than
   * paging the whole playlist; counted page by page only when Apple leaves the total out. An empty
   * playlist's tracks answer 404.
   */
  async function trackCount(playlistId: string): Promise<number> {
    const path = `/v1/me/library/playlists/${encodeURIComponent(playlistId)}/tracks`;
    try {
      const first = await pageAt(path, 1, 'playlist tracks');
      if (first.meta?.total !== undefined) return first.meta.total;
      if (first.data.length === 0) return 0;
      const counted = await all(path, PAGE, z.unknown(), 'playlist tracks');
      return counted.items.length;
    } catch (error) {
      if (error instanceof PlatformError && error.code === 'not_found') return 0;
      throw error;
    }
  }

  function toLibraryPlaylist(p: z.infer<typeof libraryPlaylistSchema>, tracks: number): LibraryPlaylist {
    const a = p.attributes;
    const createdAt = apiTimestamp(a.dateAdded);
    return {
      id: p.id,
      title: a.name,
      ...(a.description?.standard ? { description: a.description.standard } : {}),
      public: a.isPublic ?? false,
      collaborative: false,
      nb_tracks: tracks,
      url: libraryUrl('playlist', p.id),
      cover: artworkUrl(a.artwork ?? undefined),
      ...(createdAt === undefined ? {} : { created_at: createdAt }),
      checksum: playlistVersionOf(a),
      // Apple has no profile endpoint: a user's own playlists have no owner name to show.
      owner: '',
    };
  }

  /** A library list's `meta.total` from a page of one (Apple leaves it out of some lists: then undefined). */
  const totalOf = async (path: string, what: string) => (await pageAt(path, 1, what)).meta?.total;

  const library: PlatformLibrary = {
    ...appleTransfer({ call, all, toLibraryPlaylist }),
    ...applePlaylistEdits(call),
    sizes: () =>
      librarySizes({
        liked: () => totalOf('/v1/me/library/songs', 'library songs'),
        albums: () => totalOf('/v1/me/library/albums', 'library albums'),
        artists: () => totalOf('/v1/me/library/artists', 'library artists'),
      }),
    async playlists() {
      const found = await all('/v1/me/library/playlists', PAGE, libraryPlaylistSchema, 'library playlists');
      const items: LibraryPlaylist[] = [];
      // Library playlists carry no track count.
      for (const p of found.items) items.push(toLibraryPlaylist(p, await trackCount(p.id)));
      return { total: Math.max(found.total ?? 0, items.length), items };
    },
    async albums() {
      const found = await all('/v1/me/library/albums', PAGE, libraryAlbumSchema, 'library albums');
      return found.items.map(({ id, attributes: a }) => ({
        id,
        title: a.name,
        url: libraryUrl('albums', id),
        release_date: apiReleaseDate(normalizeReleaseDate(a.releaseDate)),
        explicit: a.contentRating === 'explicit',
        ...(a.trackCount == null ? {} : { track_count: a.trackCount }),
        artists: creditedArtists(undefined, a.artistName),
        cover: artworkUrl(a.artwork ?? undefined),
      }));
    },
    async artists() {
      const found = await all('/v1/me/library/artists', PAGE, libraryArtistSchema, 'library artists');
      // Library artists carry a name only: no artwork, no followers.
      return found.items.map(({ id, attributes }) => ({ id, name: attributes.name, url: libraryUrl('artists', id), cover: '' }));
    },
    async history() {
      // `types=songs` asks for catalog songs, but a history may still hold library songs (no url,
      // no isrc) and music videos without attributes
      // (https://developer.apple.com/documentation/applemusicapi/get-recently-played-tracks):
      // library songs are mapped from what they carry, the rest skipped, never fatal.
      const found = await all('/v1/me/recent/played/tracks', RECENT_PAGE, z.unknown(), 'recently played tracks', { types: 'songs' });
      // Apple does not say when each song was played.
      return found.items.flatMap((item) => {
        const track = historyTrack(item);
        return track ? [toHistoryTrack(track)] : [];
      });
    },
    async unknownTracks(trackIds) {
      // The user's storefront: a song missing there cannot be added to their library.
      const storefront = (await call({ url: '/v1/me/storefront' }, storefrontSchema, 'storefront')).data[0]?.id;
      if (storefront === undefined) throw new PlatformError('applemusic', 'bad_response', 'Apple Music named no storefront for the user');
      // `songs?ids=` answers the songs it knows, up to 300 ids a request
      // (https://developer.apple.com/documentation/applemusicapi/get-multiple-catalog-songs-by-id).
      return unknownIds(trackIds, LOOKUP_BATCH, async (batch) => {
        const songs = await call({ url: `/v1/catalog/${encodeURIComponent(storefront)}/songs`, query: { ids: batch.join(',') } }, songsSchema, 'songs');
        return songs.data.map((song) => song.id);
      });
    },
    async createPlaylist({ title, description, trackIds, onCreated }) {
      const [first = [], ...rest] = chunk(trackIds, APPLE_ADD_BATCH);
      const created = await call(
        {
          url: '/v1/me/library/playlists',
          method: 'POST',
          json: {
            attributes: { name: title, description: description ?? '', isPublic: false },
            relationships: { tracks: { data: first.map(songRef) } },
          },
        },
        createdSchema,
        'created playlist',
      );
      const id = created.data[0]?.id;
      if (id === undefined) throw new PlatformError('applemusic', 'bad_response', 'Apple Music created a playlist without an id');
      const playlist = { id, url: libraryUrl('playlist', id) };
      await onCreated?.(playlist);
      const added = [...first];
      try {
        for (const batch of rest) {
          await call({ url: `/v1/me/library/playlists/${encodeURIComponent(id)}/tracks`, method: 'POST', json: { data: batch.map(songRef) } }, z.unknown(), 'playlist tracks');
          added.push(...batch);
        }
      } catch (error) {
        throw new PlaylistWriteError('applemusic', playlist, added, error);
      }
      return playlist;
    },
  };
  return library;
};
