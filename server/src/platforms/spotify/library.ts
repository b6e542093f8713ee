/**
 * Spotify Web API, user side: the current user's playlists, saved albums, followed artists and
 * recently played tracks, and playlist creation; what a library transfer needs is in
 * `library-transfer.ts`. Shapes from
 * https://developer.spotify.com/documentation/web-api (February 2026: `POST /me/playlists`
 * replaces `POST /users/{id}/playlists`, entries are added at `/playlists/{id}/items`).
 */
import { z } from 'zod';
import type { LibraryPlaylist } from '@segue/core/schemas';
import { PlaylistWriteError } from '../../errors/playlist-write-error';
import type { LibraryFactory, PlatformLibrary } from '../kit/platform-library';
import { sendAsUser } from '../kit/send-as-user';
import { librarySizes } from '../kit/library-sizes';
import { toHistoryTrack, toLibraryAlbum, toLibraryArtist } from '../kit/library-mappers';
import type { HttpRequest } from '../http/http-types';
import { chunk } from '../kit/chunk';
import { pickCover } from '../kit/cover-size';
import { parseWire } from '../kit/parse-wire';
import { unknownIds } from '../kit/unknown-ids';
import { statusError } from '../kit/status-error';
import { albumSchema, artistSchema, trackSchema } from './api';
import { ownerName, toPlatformAlbum, toPlatformArtist, toPlatformTrack } from './mappers';
import { lenientList, pagingOf, type Page } from './paging';
import type { SpotifyUrls } from './settings';
import { PLAYLIST_ADD_BATCH, spotifyTransfer } from './library-transfer';
import { spotifyPlaylistEdits } from './playlist-edits';
import { entrySchema } from './library-entries';

/** `POST /playlists/{id}/items` takes at most 100 URIs per request. */
export const SPOTIFY_ADD_BATCH = PLAYLIST_ADD_BATCH;
const PAGE = 50;
/** `GET /v1/tracks?ids=` takes at most 50 ids (https://developer.spotify.com/documentation/web-api/reference/get-several-tracks). */
const LOOKUP_BATCH = 50;
/** An id of no track is a `null` in its place (recorded multi-get, packages/recorded/data/spotify). */
const severalTracksSchema = z.object({ tracks: z.array(z.object({ id: z.string() }).nullable()) });

const imageSchema = z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() });

/**
 * A playlist of `/me/playlists`. Spotify-owned playlists come as `null` entries since 2024-11-27
 * (skipped by the paging reader), and generated ones carry `tracks.total: null`
 * (https://github.com/aome510/spotify-player/issues/398); images may be null for an empty playlist.
 */
const simplifiedPlaylistSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  public: z.boolean().nullish(),
  collaborative: z.boolean().nullish(),
  owner: z.object({ id: z.string(), display_name: z.string().nullish() }).nullish(),
  images: lenientList(imageSchema).nullish(),
  snapshot_id: z.string().nullish(),
  external_urls: z.object({ spotify: z.string().optional() }).nullish(),
  items: z.object({ total: z.number().nullish() }).nullish(),
  tracks: z.object({ total: z.number().nullish() }).nullish(),
});

/** A full playlist's embedded first page of entries, read apart so that a page we cannot read costs only the request that reads it again. */
const embeddedSchema = z.object({ items: pagingOf(entrySchema).optional().catch(undefined), tracks: pagingOf(entrySchema).optional().catch(undefined) });

const savedAlbumSchema = z.object({ added_at: z.string().nullish(), album: albumSchema });
const followedArtistSchema = artistSchema.extend({
  followers: z.object({ total: z.number() }).nullish(),
  genres: z.array(z.string()).optional(),
});
const followingSchema = z.object({ artists: pagingOf(followedArtistSchema) });
/** A page's size alone; `/me/following` nests its page under `artists`. */
const totalSchema = z.object({ total: z.number().int().nonnegative().nullish(), artists: z.object({ total: z.number().int().nonnegative().nullish() }).optional() });
const playSchema = z.object({ track: trackSchema, played_at: z.string() });
const historySchema = pagingOf(playSchema);
const createdSchema = z.object({ id: z.string(), external_urls: z.object({ spotify: z.string().optional() }).optional() });

const errorSchema = z.object({ error: z.object({ message: z.string().optional() }) });

function toLibraryPlaylist(p: z.infer<typeof simplifiedPlaylistSchema>): LibraryPlaylist {
  return {
    id: p.id,
    title: p.name,
    ...(p.description ? { description: p.description } : {}),
    public: p.public ?? false,
    collaborative: p.collaborative ?? false,
    nb_tracks: p.items?.total ?? p.tracks?.total ?? 0,
    url: p.external_urls?.spotify ?? `https://open.spotify.com/playlist/${p.id}`,
    cover: pickCover(p.images),
    checksum: p.snapshot_id ?? '',
    owner: ownerName(p.owner),
  };
}

export const createSpotifyLibrary: LibraryFactory<SpotifyUrls> = ({ baseUrls, http, userToken }) => {
  const base = baseUrls.api;

  async function call<S extends z.ZodType>(request: HttpRequest, schema: S, what: string): Promise<z.infer<S>> {
    const response = await sendAsUser(http, userToken, { ...request, url: `${base}/v1${request.url}` });
    if (response.status < 200 || response.status > 299) {
      const parsed = errorSchema.safeParse(response.body);
      const message = parsed.success ? parsed.data.error.message : undefined;
      // An id of nothing fails a request with 400 ("Invalid base62 id", "Payload contains a non-existing ID").
      if (response.status === 400 && message && /invalid .*id|non-existing id/i.test(message)) throw statusError('spotify', 404, what, message);
      throw statusError('spotify', response.status, what, message);
    }
    return parseWire('spotify', schema, response.body, what);
  }

  /**
   * Every page of an offset-paged `/me` list, asked by offset and limit on our own base URL. The
   * `next` link only says whether more follow: Spotify may point it elsewhere, as
   * `/v1/me/playlists` does at `/v1/users/{id}/playlists`, which development-mode apps may not read
   * since February 2026. Offsets advance by the entries Spotify counted, nulls included.
   */
  async function all<S extends z.ZodType>(path: string, item: S, what: string, query: Record<string, string | number> = {}, from = 0): Promise<Array<z.output<S>>> {
    const items: Array<z.output<S>> = [];
    for (let offset = from; ; ) {
      const page: Page<z.output<S>> = await call({ url: path, query: { ...query, limit: PAGE, offset } }, pagingOf(item), what);
      items.push(...page.items);
      offset += page.received;
      if (page.received === 0 || !page.next || (page.total !== undefined && offset >= page.total)) return items;
    }
  }

  /**
   * Every page of a cursor-paged list, built from the page's cursor on our own base URL. An
   * empty page ends the list even when a cursor came with it: the recently-played cursor can
   * point past the last play Spotify keeps.
   */
  async function cursors<S extends z.ZodType>(
    read: (query: Record<string, string | number>) => Promise<Page<z.output<S>>>,
    direction: 'after' | 'before',
  ): Promise<Array<z.output<S>>> {
    const items: Array<z.output<S>> = [];
    let cursor: string | null | undefined;
    for (;;) {
      const page = await read({ limit: PAGE, ...(cursor ? { [direction]: cursor } : {}) });
      items.push(...page.items);
      const next = page.cursors?.[direction];
      if (page.received === 0 || !page.next || !next || next === cursor) return items;
      cursor = next;
    }
  }

  /**
   * `GET /playlists/{id}`: the playlist, and the first page of its entries where the body embeds
   * one (`items` since February 2026, `tracks` before: 100 entries in every recording,
   * packages/recorded/data/spotify/playlist-*.json). Spotify may send the metadata alone (a
   * playlist a development-mode app does not own): then there is no first page.
   */
  const readPlaylist = async (id: string, query: Record<string, string>) => {
    const body = await call({ url: `/playlists/${encodeURIComponent(id)}`, query }, z.unknown(), 'playlist');
    const playlist = toLibraryPlaylist(parseWire('spotify', simplifiedPlaylistSchema, body, 'playlist'));
    const embedded = embeddedSchema.safeParse(body);
    const first = embedded.success ? (embedded.data.items ?? embedded.data.tracks) : undefined;
    return { playlist, first: first ?? undefined };
  };

  /** A list's `total` from a page of one (`GET /me/tracks?limit=1`: https://developer.spotify.com/documentation/web-api/reference/get-users-saved-tracks). */
  const totalOf = async (path: string, what: string, query: Record<string, string> = {}) => {
    const page = await call({ url: path, query: { ...query, limit: 1 } }, totalSchema, what);
    return (page.artists ?? page).total ?? undefined;
  };

  const library: PlatformLibrary = {
    ...spotifyTransfer(call, all, readPlaylist),
    ...spotifyPlaylistEdits(call),
    sizes: () =>
      librarySizes({
        liked: () => totalOf('/me/tracks', 'saved tracks'),
        albums: () => totalOf('/me/albums', 'saved albums'),
        artists: () => totalOf('/me/following', 'followed artists', { type: 'artist' }),
      }),
    async playlists() {
      const items = await all('/me/playlists', simplifiedPlaylistSchema, 'library playlists');
      return { total: items.length, items: items.map(toLibraryPlaylist) };
    },
    async albums() {
      const saved = await all('/me/albums', savedAlbumSchema, 'saved albums');
      return saved.map(({ album }) =>
        toLibraryAlbum(toPlatformAlbum(album), {
          // Albums carry no explicit flag of their own; an album is explicit when a track is.
          explicit: album.tracks.items.some((t) => t.explicit === true),
        }),
      );
    },
    async artists() {
      const artists = await cursors<typeof followedArtistSchema>(
        async (query) => (await call({ url: '/me/following', query: { type: 'artist', ...query } }, followingSchema, 'followed artists')).artists,
        'after',
      );
      return artists.map((a) =>
        toLibraryArtist(toPlatformArtist(a), {
          ...(a.followers ? { followers: a.followers.total } : {}),
          ...(a.genres ? { genres: a.genres } : {}),
        }),
      );
    },
    async history() {
      const plays = await cursors<typeof playSchema>(
        (query) => call({ url: '/me/player/recently-played', query }, historySchema, 'recently played tracks'),
        'before',
      );
      return plays.map((p) => toHistoryTrack(toPlatformTrack(p.track), p.played_at));
    },
    unknownTracks(trackIds) {
      return unknownIds(trackIds, LOOKUP_BATCH, async (batch) => {
        const { tracks } = await call({ url: '/tracks', query: { ids: batch.join(',') } }, severalTracksSchema, 'tracks');
        // Positions, not the returned ids: a relinked track answers under another id.
        return batch.filter((_, i) => tracks[i] != null);
      });
    },
    async createPlaylist({ title, description, trackIds, onCreated }) {
      const created = await call(
        { url: '/me/playlists', method: 'POST', json: { name: title, public: false, description: description ?? '' } },
        createdSchema,
        'created playlist',
      );
      const playlist = { id: created.id, url: created.external_urls?.spotify ?? `https://open.spotify.com/playlist/${created.id}` };
      await onCreated?.(playlist);
      const added: string[] = [];
      try {
        for (const batch of chunk(trackIds, SPOTIFY_ADD_BATCH)) {
          await call(
            { url: `/playlists/${encodeURIComponent(created.id)}/items`, method: 'POST', json: { uris: batch.map((id) => `spotify:track:${id}`) } },
            z.unknown(),
            'playlist items',
          );
          added.push(...batch);
        }
      } catch (error) {
        throw new PlaylistWriteError('spotify', playlist, added, error);
      }
      return playlist;
    },
  };
  return library;
};
