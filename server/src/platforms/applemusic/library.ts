/**
 * Apple Music API, user side (https://developer.apple.com/documentation/applemusicapi): every
 * request carries the developer token (`Authorization`) and the user's Music-User-Token.
 * Library resources have library ids (`p.`, `l.`, `r.`) and no web links, so links point at the
 * library pages of music.apple.com. A 403 means the Music-User-Token was refused; a 401 that the
 * developer token was. An empty playlist's tracks answer 404, not an empty list.
 */
import { z } from 'zod';
import type { LibraryPlaylist } from '@segue/core/schemas';
import { apiTimestamp, toHistoryTrack } from '../../library/library-mappers';
import { PlaylistWriteError, type LibraryFactory, type PlatformLibrary } from '../../library/platform-library';
import { sendAsUser } from '../../library/send-as-user';
import type { HttpRequest } from '../http/http-types';
import { PlatformError } from '../platform-error';
import { normalizeReleaseDate } from '../release-date';
import { chunk } from '../shared/chunk';
import { parseWire } from '../shared/parse-wire';
import { statusError } from '../shared/status-error';
import { songSchema } from './api';
import { artworkUrl, toPlatformTrack } from './mappers';

/** Tracks per add request: Apple documents no limit; 100 is what its own pages use. */
export const APPLE_ADD_BATCH = 100;
const PAGE = 100;
/** `GET /me/recent/played/tracks` answers at most 30 per page. */
const RECENT_PAGE = 30;

const artworkSchema = z.object({ url: z.string() }).nullish();
const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({ data: z.array(item), next: z.string().optional(), meta: z.object({ total: z.number() }).optional() });

const libraryPlaylistSchema = z.object({
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    description: z.object({ standard: z.string().optional() }).nullish(),
    isPublic: z.boolean().nullish(),
    dateAdded: z.string().nullish(),
    lastModifiedDate: z.string().nullish(),
    artwork: artworkSchema,
  }),
});
const libraryAlbumSchema = z.object({
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    artistName: z.string(),
    artwork: artworkSchema,
    releaseDate: z.string().nullish(),
    trackCount: z.number().nullish(),
    contentRating: z.string().nullish(),
  }),
});
const libraryArtistSchema = z.object({ id: z.string(), attributes: z.object({ name: z.string() }) });
const createdSchema = z.object({ data: z.array(z.object({ id: z.string() })) });
const errorSchema = z.object({ errors: z.array(z.object({ title: z.string().optional(), detail: z.string().optional() })) });

/** Apple's web player opens library items under /library/… by their library id. */
const libraryUrl = (kind: 'playlist' | 'albums' | 'artists', id: string) =>
  `https://music.apple.com/library/${kind}/${encodeURIComponent(id)}`;

const songRef = (id: string) => ({ id, type: 'songs' });

export const createAppleMusicLibrary: LibraryFactory<'applemusic'> = ({ baseUrls, http, userToken, appToken }) => {
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

  /** Every page of a list; `next` carries only `offset`, so the page size is added again. */
  async function all<S extends z.ZodType>(path: string, limit: number, item: S, what: string, emptyOn404 = false) {
    const items: Array<z.infer<S>> = [];
    let next: string | undefined = path;
    while (next) {
      let page: { data: Array<z.infer<S>>; next?: string | undefined };
      try {
        page = await call({ url: next, query: { limit } }, pageOf(item), what);
      } catch (error) {
        if (emptyOn404 && error instanceof PlatformError && error.code === 'not_found' && items.length === 0) break;
        throw error;
      }
      items.push(...page.data);
      // An empty page ends the list even if a `next` came with it (no endless paging).
      next = page.data.length > 0 ? page.next : undefined;
    }
    return items;
  }

  async function toLibraryPlaylist(p: z.infer<typeof libraryPlaylistSchema>): Promise<LibraryPlaylist> {
    const a = p.attributes;
    // Library playlists carry no track count: count their tracks.
    const tracks = await all(`/v1/me/library/playlists/${encodeURIComponent(p.id)}/tracks`, PAGE, z.object({ id: z.string() }), 'playlist tracks', true);
    const createdAt = apiTimestamp(a.dateAdded);
    return {
      id: p.id,
      title: a.name,
      ...(a.description?.standard ? { description: a.description.standard } : {}),
      public: a.isPublic ?? false,
      collaborative: false,
      nb_tracks: tracks.length,
      url: libraryUrl('playlist', p.id),
      cover: artworkUrl(a.artwork ?? undefined),
      ...(createdAt === undefined ? {} : { created_at: createdAt }),
      checksum: a.lastModifiedDate ?? a.dateAdded ?? '',
      // Apple has no profile endpoint: a user's own playlists have no owner name to show.
      owner: '',
    };
  }

  const library: PlatformLibrary = {
    async playlists() {
      const found = await all('/v1/me/library/playlists', PAGE, libraryPlaylistSchema, 'library playlists');
      const items: LibraryPlaylist[] = [];
      for (const p of found) items.push(await toLibraryPlaylist(p));
      return { total: items.length, items };
    },
    async albums() {
      const found = await all('/v1/me/library/albums', PAGE, libraryAlbumSchema, 'library albums');
      return found.map(({ id, attributes: a }) => ({
        id,
        title: a.name,
        url: libraryUrl('albums', id),
        release_date: normalizeReleaseDate(a.releaseDate),
        explicit: a.contentRating === 'explicit',
        track_count: a.trackCount ?? 0,
        artists: [a.artistName],
        cover: artworkUrl(a.artwork ?? undefined),
      }));
    },
    async artists() {
      const found = await all('/v1/me/library/artists', PAGE, libraryArtistSchema, 'library artists');
      // Library artists carry a name only: no artwork, no followers.
      return found.map(({ id, attributes }) => ({ id, name: attributes.name, url: libraryUrl('artists', id), cover: '' }));
    },
    async history() {
      const songs = await all('/v1/me/recent/played/tracks', RECENT_PAGE, songSchema, 'recently played tracks');
      // Apple does not say when each song was played.
      return songs.map((song) => toHistoryTrack(toPlatformTrack(song)));
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
