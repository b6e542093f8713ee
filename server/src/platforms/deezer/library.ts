/**
 * Deezer API, user side (https://developers.deezer.com/api/user): the token travels as the
 * `access_token` query parameter; lists page with `index`/`limit` and an absolute `next`.
 * Errors, token refusals included (`OAuthException` code 300), arrive as HTTP 200 bodies.
 * A playlist is created with `POST /user/me/playlists?title=` and filled with
 * `POST /playlist/{id}/tracks?songs=a,b,…`, in chunks (`library-transfer.ts`, with what a library
 * transfer needs).
 */
import { z } from 'zod';
import type { LibraryPlaylist } from '@segue/core/schemas';
import { toHistoryTrack, toLibraryAlbum, toLibraryArtist } from '../kit/library-mappers';
import { PlaylistWriteError } from '../../errors/playlist-write-error';
import type { LibraryFactory, PlatformLibrary } from '../kit/platform-library';
import { sendAsUser } from '../kit/send-as-user';
import { librarySizes } from '../kit/library-sizes';
import type { HttpRequest, HttpResponse } from '../http/http-types';
import { PlatformError } from '../../errors/platform-error';
import { chunk } from '../kit/chunk';
import { parseWire } from '../kit/parse-wire';
import { unknownIds } from '../kit/unknown-ids';
import { rebaseUrl } from '../kit/rebase-url';
import { statusError } from '../kit/status-error';
import { formatDuration } from '../to-api-track';
import { classifyDeezer } from './api';
import { isExplicit, sizedImage, toPlatformAlbum, toPlatformArtist, toPlatformTrack } from './mappers';
import { albumSchema, artistSchema, deezerError, DEEZER_CODES, id, lightTrackSchema, listSchema } from './wire';
import type { DeezerUrls } from './settings';
import { DEEZER_ADD_BATCH, deezerTransfer, playlistRowSchema } from './library-transfer';
import { deezerPlaylistEdits } from './playlist-edits';

const PAGE = 100;
/**
 * Deezer has no multi-get: each id is one `GET /track/{id}` (https://developers.deezer.com/api/track),
 * a few at a time, since Deezer allows 50 requests per 5 seconds (https://developers.deezer.com/api/quota).
 */
const LOOKUPS_AT_ONCE = 5;
const trackIdSchema = z.object({ id });


const userPlaylistSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullish(),
  duration: z.number().nullish(),
  public: z.boolean().nullish(),
  collaborative: z.boolean().nullish(),
  nb_tracks: z.number().nullish(),
  fans: z.number().nullish(),
  link: z.string().nullish(),
  picture_xl: z.string().nullish(),
  picture_big: z.string().nullish(),
  picture_medium: z.string().nullish(),
  checksum: z.string().nullish(),
  time_add: z.number().nullish(),
  creator: z.object({ name: z.string().nullish() }).nullish(),
});
/** `GET /playlist/{id}`: the playlist with its first rows embedded (see `playlistEntries`). */
const wholePlaylistSchema = userPlaylistSchema.extend({ tracks: z.object({ data: z.array(z.unknown()) }).nullish() });
/** Saved albums carry `release_date` (and `time_add`), so the album itself need not be read. */
const savedAlbumSchema = albumSchema;
const followedArtistSchema = artistSchema.extend({ nb_fan: z.number().nullish() });
const playSchema = lightTrackSchema.extend({ timestamp: z.number().nullish() });
const createdSchema = z.object({ id });

const errorOf = (response: HttpResponse) => deezerError(response.body);
const totalSchema = z.object({ total: z.number().int().nonnegative().nullish() });

function toLibraryPlaylist(p: z.infer<typeof userPlaylistSchema>): LibraryPlaylist {
  const durationMs = p.duration == null ? undefined : p.duration * 1000;
  return {
    id: p.id,
    title: p.title,
    ...(p.description ? { description: p.description } : {}),
    ...(durationMs === undefined ? {} : { duration_millis: durationMs, duration: formatDuration(durationMs) }),
    public: p.public ?? false,
    collaborative: p.collaborative ?? false,
    nb_tracks: p.nb_tracks ?? 0,
    url: p.link ?? `https://www.deezer.com/playlist/${p.id}`,
    cover: sizedImage(p.picture_xl, p.picture_big, p.picture_medium),
    ...(p.time_add == null ? {} : { created_at: new Date(p.time_add * 1000).toISOString() }),
    checksum: p.checksum ?? '',
    owner: p.creator?.name ?? '',
    ...(p.fans == null ? {} : { fans: p.fans }),
  };
}

export const createDeezerLibrary: LibraryFactory<DeezerUrls> = ({ baseUrls, http, userToken }) => {
  const base = baseUrls.api;

  async function call<S extends z.ZodType>(request: HttpRequest, schema: S, what: string): Promise<z.infer<S>> {
    let url = request.url.startsWith('http') ? rebaseUrl(request.url, base) : `${base}${request.url}`;
    // `next` links repeat the token they were read with; ours is added fresh.
    const parsed = new URL(url);
    parsed.searchParams.delete('access_token');
    url = parsed.toString();
    const response = await sendAsUser(
      http,
      userToken,
      { ...request, url, classify: classifyDeezer },
      {
        authorize: (token) => ({ query: { access_token: token } }),
        isRefusal: (r) => errorOf(r)?.code === DEEZER_CODES.TOKEN_INVALID,
      },
    );
    const error = errorOf(response);
    if (error?.code === DEEZER_CODES.DATA_NOT_FOUND) throw statusError('deezer', 404, what, error.message);
    if (response.status !== 200) throw statusError('deezer', response.status, what);
    if (error) {
      // OAuthException 200: the user did not grant the permission this call needs.
      if (error.type === 'OAuthException') throw statusError('deezer', 403, what, error.message);
      throw new PlatformError('deezer', 'bad_response', `deezer refused the ${what}: ${error.message ?? 'unknown error'}`);
    }
    return parseWire('deezer', schema, response.body, what);
  }

  async function all<S extends z.ZodType>(path: string, item: S, what: string): Promise<Array<z.infer<S>>> {
    const schema = listSchema(item);
    const items: Array<z.infer<S>> = [];
    let next: string | null | undefined = `${path}?limit=${PAGE}`;
    while (next) {
      const page: z.infer<typeof schema> = await call({ url: next }, schema, what);
      items.push(...page.data);
      // An empty page ends the list even if a `next` came with it (no endless paging).
      next = page.data.length > 0 ? page.next : undefined;
    }
    return items;
  }

  const readPlaylist = async (playlistId: string) => {
    const body = await call({ url: `/playlist/${encodeURIComponent(playlistId)}` }, wholePlaylistSchema, 'playlist');
    const embedded = body.tracks?.data;
    // Rows are counted as sent: one that cannot be read is skipped, not read again from the pages.
    const rows = embedded && { read: parseWire('deezer', listSchema(playlistRowSchema), { data: embedded }, 'playlist').data, sent: embedded.length };
    return { playlist: toLibraryPlaylist(body), rows };
  };

  /** A list's `total` from a page of one (every `/user/me/…` list reports it, as the recordings show). */
  const totalOf = async (path: string, what: string) => (await call({ url: `${path}?limit=1` }, totalSchema, what)).total ?? undefined;

  const library: PlatformLibrary = {
    ...deezerTransfer(call, all, readPlaylist),
    ...deezerPlaylistEdits(call),
    sizes: () =>
      librarySizes({
        liked: () => totalOf('/user/me/tracks', 'favourite tracks'),
        albums: () => totalOf('/user/me/albums', 'saved albums'),
        artists: () => totalOf('/user/me/artists', 'followed artists'),
      }),
    async playlists() {
      const items = (await all('/user/me/playlists', userPlaylistSchema, 'library playlists')).map(toLibraryPlaylist);
      return { total: items.length, items };
    },
    async albums() {
      const saved = await all('/user/me/albums', savedAlbumSchema, 'saved albums');
      const albums = [];
      for (const album of saved) {
        // List items may leave out the release date; the album itself has it.
        const full = album.release_date ? album : { ...album, ...(await call({ url: `/album/${encodeURIComponent(album.id)}` }, albumSchema, 'album')) };
        albums.push(toLibraryAlbum(toPlatformAlbum(full), { explicit: isExplicit(album) }));
      }
      return albums;
    },
    async artists() {
      const artists = await all('/user/me/artists', followedArtistSchema, 'followed artists');
      return artists.map((a) => toLibraryArtist(toPlatformArtist(a), a.nb_fan == null ? {} : { followers: a.nb_fan }));
    },
    async history() {
      const plays = await all('/user/me/history', playSchema, 'listening history');
      return plays.map((p) => toHistoryTrack(toPlatformTrack(p), p.timestamp == null ? undefined : p.timestamp * 1000));
    },
    unknownTracks(trackIds) {
      return unknownIds(trackIds, LOOKUPS_AT_ONCE, async (batch) => {
        const found = await Promise.all(
          batch.map(async (trackId) => {
            try {
              await call({ url: `/track/${encodeURIComponent(trackId)}` }, trackIdSchema, 'track');
              return [trackId];
            } catch (error) {
              if (error instanceof PlatformError && error.code === 'not_found') return [];
              throw error;
            }
          }),
        );
        return found.flat();
      });
    },
    async createPlaylist({ title, trackIds, onCreated }) {
      const created = await call({ url: '/user/me/playlists', method: 'POST', query: { title } }, createdSchema, 'created playlist');
      const playlist = { id: created.id, url: `https://www.deezer.com/playlist/${created.id}` };
      await onCreated?.(playlist);
      const added: string[] = [];
      try {
        for (const batch of chunk(trackIds, DEEZER_ADD_BATCH)) {
          await call({ url: `/playlist/${encodeURIComponent(created.id)}/tracks`, method: 'POST', query: { songs: batch.join(',') } }, z.literal(true), 'playlist tracks');
          added.push(...batch);
        }
      } catch (error) {
        throw new PlaylistWriteError('deezer', playlist, added, error);
      }
      return playlist;
    },
  };
  return library;
};
