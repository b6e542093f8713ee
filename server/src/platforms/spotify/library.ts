/**
 * Spotify Web API, user side: the current user's playlists, saved albums, followed artists and
 * recently played tracks, and playlist creation. Shapes from
 * https://developer.spotify.com/documentation/web-api (February 2026: `POST /me/playlists`
 * replaces `POST /users/{id}/playlists`, entries are added at `/playlists/{id}/items`).
 */
import { z } from 'zod';
import type { LibraryPlaylist } from '@segue/core/schemas';
import { PlaylistWriteError, type LibraryFactory, type PlatformLibrary } from '../../library/platform-library';
import { sendAsUser } from '../../library/send-as-user';
import { toHistoryTrack, toLibraryAlbum, toLibraryArtist } from '../../library/library-mappers';
import type { HttpRequest } from '../http/http-types';
import { chunk } from '../shared/chunk';
import { parseWire } from '../shared/parse-wire';
import { rebaseUrl } from '../shared/rebase-url';
import { statusError } from '../shared/status-error';
import { albumSchema, artistSchema, trackSchema } from './api';
import { toPlatformAlbum, toPlatformArtist, toPlatformTrack } from './mappers';

/** `POST /playlists/{id}/items` takes at most 100 URIs per request. */
export const SPOTIFY_ADD_BATCH = 100;
const PAGE = 50;

const imageSchema = z.object({ url: z.string() });
const pagingOf = <S extends z.ZodType>(item: S) =>
  z.object({ items: z.array(item), next: z.string().nullish(), total: z.number().optional() });

const simplifiedPlaylistSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  public: z.boolean().nullish(),
  collaborative: z.boolean().optional(),
  owner: z.object({ id: z.string(), display_name: z.string().nullish() }),
  images: z.array(imageSchema).nullish(),
  snapshot_id: z.string(),
  external_urls: z.object({ spotify: z.string().optional() }).optional(),
  items: z.object({ total: z.number() }).optional(),
  tracks: z.object({ total: z.number() }).nullish(),
});

const savedAlbumSchema = z.object({ added_at: z.string().optional(), album: albumSchema });
const followedArtistSchema = artistSchema.extend({
  followers: z.object({ total: z.number() }).nullish(),
  genres: z.array(z.string()).optional(),
});
const followingSchema = z.object({ artists: pagingOf(followedArtistSchema) });
const playSchema = z.object({ track: trackSchema, played_at: z.string() });
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
    cover: p.images?.[0]?.url ?? '',
    checksum: p.snapshot_id,
    owner: p.owner.display_name ?? p.owner.id,
  };
}

export const createSpotifyLibrary: LibraryFactory<'spotify'> = ({ baseUrls, http, userToken }) => {
  const base = baseUrls.api;

  async function call<S extends z.ZodType>(request: HttpRequest, schema: S, what: string): Promise<z.infer<S>> {
    const url = request.url.startsWith('http') ? rebaseUrl(request.url, base) : `${base}/v1${request.url}`;
    const response = await sendAsUser(http, userToken, { ...request, url });
    if (response.status < 200 || response.status > 299) {
      const parsed = errorSchema.safeParse(response.body);
      throw statusError('spotify', response.status, what, parsed.success ? parsed.data.error.message : undefined);
    }
    return parseWire('spotify', schema, response.body, what);
  }

  /** Follows `next` links until the last page. */
  async function all<S extends z.ZodType>(first: string, schema: S, what: string): Promise<Array<z.infer<S>>> {
    const items: Array<z.infer<S>> = [];
    let next: string | null | undefined = first;
    while (next) {
      const page: { items: Array<z.infer<S>>; next?: string | null | undefined } = await call({ url: next }, pagingOf(schema), what);
      items.push(...page.items);
      // An empty page ends the list even if a `next` came with it: the recently-played cursor
      // can point past the last play Spotify keeps.
      next = page.items.length > 0 ? page.next : undefined;
    }
    return items;
  }

  const library: PlatformLibrary = {
    async playlists() {
      const items = await all(`/me/playlists?limit=${PAGE}`, simplifiedPlaylistSchema, 'library playlists');
      return { total: items.length, items: items.map(toLibraryPlaylist) };
    },
    async albums() {
      const saved = await all(`/me/albums?limit=${PAGE}`, savedAlbumSchema, 'saved albums');
      return saved.map(({ album }) =>
        toLibraryAlbum(toPlatformAlbum(album), {
          // Albums carry no explicit flag of their own; an album is explicit when a track is.
          explicit: album.tracks.items.some((t) => t.explicit === true),
        }),
      );
    },
    async artists() {
      const artists: Array<z.infer<typeof followedArtistSchema>> = [];
      let next: string | null | undefined = `/me/following?type=artist&limit=${PAGE}`;
      while (next) {
        const page: z.infer<typeof followingSchema> = await call({ url: next }, followingSchema, 'followed artists');
        artists.push(...page.artists.items);
        next = page.artists.items.length > 0 ? page.artists.next : undefined;
      }
      return artists.map((a) =>
        toLibraryArtist(toPlatformArtist(a), {
          ...(a.followers ? { followers: a.followers.total } : {}),
          ...(a.genres ? { genres: a.genres } : {}),
        }),
      );
    },
    async history() {
      const plays = await all(`/me/player/recently-played?limit=${PAGE}`, playSchema, 'recently played tracks');
      return plays.map((p) => toHistoryTrack(toPlatformTrack(p.track), p.played_at));
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
