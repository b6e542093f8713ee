/**
 * TIDAL API v2, user side (JSON:API, https://tidal-music.github.io/tidal-api-reference/): the
 * user's collection of playlists, albums and artists (`/userCollection{Playlists,Albums,
 * Artists}/me/relationships/items`, cursor pages of 20, with a nested include so the covers and
 * pictures come along: packages/recorded/data/tidal/user-collection-*.json), playlist creation (`POST /playlists`)
 * and adding items (`POST /playlists/{id}/relationships/items`). TIDAL has no
 * listening-history endpoint (only search history), so `history` is unsupported.
 */
import { z } from 'zod';
import type { LibraryPlaylist } from '@segue/core/schemas';
import { toLibraryAlbum, toLibraryArtist, apiTimestamp } from '../kit/library-mappers';
import { PlaylistWriteError } from '../../errors/playlist-write-error';
import type { LibraryFactory, PlatformLibrary } from '../kit/platform-library';
import { sendAsUser } from '../kit/send-as-user';
import { PlatformError } from '../../errors/platform-error';
import { chunk } from '../kit/chunk';
import { parseIsoDuration } from '../kit/iso-duration';
import { parseWire } from '../kit/parse-wire';
import { statusError } from '../kit/status-error';
import { formatDuration } from '../to-api-track';
import type { HttpRequest } from '../http/http-types';
import { unknownIds } from '../kit/unknown-ids';
import { collectionDocumentSchema, singleDocumentSchema, type TidalResource } from './api';
import { hasRelationshipData, imageOf, indexIncluded, mapReadable, toPlatformAlbum, toPlatformArtist, type Included } from './mappers';
import type { TidalUrls } from './settings';
import { TIDAL_WRITE_BATCH, tidalTransfer } from './library-transfer';
import { tidalPlaylistEdits } from './playlist-edits';

/** Items per add request: the OAS's `maxItems` (see library-transfer.ts). */
export const TIDAL_ADD_BATCH = TIDAL_WRITE_BATCH;
/** Values one `filter[id]` may carry. */
const FILTER_MAX = 20;

const JSON_API = 'application/vnd.api+json';

const playlistAttributesSchema = z.object({
  name: z.string(),
  description: z.string().nullish(),
  duration: z.string().nullish(),
  numberOfItems: z.number().nullish(),
  accessType: z.string().nullish(),
  createdAt: z.string().nullish(),
  lastModifiedAt: z.string().nullish(),
  numberOfFollowers: z.number().nullish(),
  externalLinks: z.array(z.object({ href: z.string(), meta: z.object({ type: z.string() }).nullish() })).nullish(),
});

const errorSchema = z.object({ errors: z.array(z.object({ detail: z.string().optional() })) });

/** TIDAL's version tag of a playlist is its last modification time. */
const checksumOf = (a: { lastModifiedAt?: string | null; createdAt?: string | null }) => a.lastModifiedAt ?? a.createdAt ?? '';
const versionSchema = playlistAttributesSchema.pick({ createdAt: true, lastModifiedAt: true });
const versionOf = (attributes: unknown) => checksumOf(parseWire('tidal', versionSchema, attributes ?? {}, 'playlist'));

/** `trackCount`: the items counted where they were read, else the playlist's `numberOfItems`. */
function toLibraryPlaylist(resource: TidalResource, included: Included, trackCount?: number): LibraryPlaylist {
  const a = parseWire('tidal', playlistAttributesSchema, resource.attributes, 'playlist');
  const durationMs = a.duration ? parseIsoDuration(a.duration) : undefined;
  const createdAt = apiTimestamp(a.createdAt);
  return {
    id: resource.id,
    title: a.name,
    ...(a.description ? { description: a.description } : {}),
    ...(durationMs === undefined ? {} : { duration_millis: durationMs, duration: formatDuration(durationMs) }),
    public: a.accessType === 'PUBLIC',
    collaborative: false,
    nb_tracks: trackCount ?? a.numberOfItems ?? 0,
    url: a.externalLinks?.find((l) => l.meta?.type === 'TIDAL_SHARING')?.href ?? `https://tidal.com/browse/playlist/${resource.id}`,
    // Cover art is the `coverArt` relationship, included with `items.coverArt`.
    cover: imageOf(resource, included, 'coverArt'),
    ...(createdAt === undefined ? {} : { created_at: createdAt }),
    checksum: checksumOf(a),
    // JSON:API names owners through a relationship, not by name.
    owner: '',
    ...(a.numberOfFollowers == null ? {} : { fans: a.numberOfFollowers }),
  };
}

export const createTidalLibrary: LibraryFactory<TidalUrls> = ({ baseUrls, http, userToken }) => {
  const base = `${baseUrls.api}/v2`;

  async function call<S extends z.ZodType>(request: HttpRequest, schema: S, what: string): Promise<z.infer<S>> {
    const response = await sendAsUser(http, userToken, {
      ...request,
      url: `${base}${request.url}`,
      headers: { ...request.headers, accept: JSON_API, ...(request.json === undefined ? {} : { 'content-type': JSON_API }) },
    });
    if (response.status < 200 || response.status > 299) {
      const parsed = errorSchema.safeParse(response.body);
      throw statusError('tidal', response.status, what, parsed.success ? parsed.data.errors[0]?.detail : undefined);
    }
    return parseWire('tidal', schema, response.status === 204 ? {} : response.body, what);
  }

  /**
   * A collection's resources in order, every cursor page, with `include` (a nested include such as
   * `items.coverArt` brings the items too). An identifier whose resource is not in `included` (a
   * recorded playlist collection names one) is skipped. `included` gathers every page's.
   */
  async function collection(name: string, include: string, what: string): Promise<{ resources: TidalResource[]; included: Included }> {
    const resources: TidalResource[] = [];
    const included: Included = new Map();
    // `links.next` carries the include and the cursor itself.
    let next: string | undefined = `/${name}/me/relationships/items?include=${include}`;
    while (next) {
      const page: z.infer<typeof collectionDocumentSchema> = await call({ url: next }, collectionDocumentSchema, what);
      for (const [key, resource] of indexIncluded(page.included)) included.set(key, resource);
      for (const ref of page.data) {
        const resource = included.get(`${ref.type}:${ref.id}`);
        if (resource) resources.push(resource);
      }
      // An empty page ends the list even if a `next` came with it (no endless paging).
      next = page.data.length > 0 ? (page.links?.next ?? undefined) : undefined;
    }
    return { resources, included };
  }

  const library: PlatformLibrary = {
    ...tidalTransfer({ call, toLibraryPlaylist }),
    ...tidalPlaylistEdits({ call, versionOf }),
    async playlists() {
      const { resources, included } = await collection('userCollectionPlaylists', 'items.coverArt', 'library playlists');
      const items = mapReadable(resources, (resource) => toLibraryPlaylist(resource, included));
      return { total: items.length, items };
    },
    async albums() {
      const { resources: saved, included } = await collection('userCollectionAlbums', 'items.artists,items.coverArt', 'saved albums');
      // Albums whose artists did not come with the page (a collection that ignored the nested
      // include) are read again by id, 20 per request, with artists and cover art included.
      const detailed = new Map<string, ReturnType<typeof toPlatformAlbum>>();
      const bare = saved.filter((a) => !hasRelationshipData(a, 'artists'));
      for (const ids of chunk(bare.map((a) => a.id), FILTER_MAX)) {
        const doc = await call(
          { url: '/albums', query: { 'filter[id]': ids.join(','), include: 'artists,coverArt' } },
          collectionDocumentSchema,
          'albums',
        );
        const included = indexIncluded(doc.included);
        for (const album of doc.data) detailed.set(album.id, toPlatformAlbum(album, included));
      }
      return mapReadable(saved, (resource) => {
        const album = detailed.get(resource.id) ?? toPlatformAlbum(resource, included);
        const explicit = (resource.attributes as { explicit?: unknown } | undefined)?.explicit === true;
        return toLibraryAlbum(album, { explicit });
      });
    },
    async artists() {
      const { resources, included } = await collection('userCollectionArtists', 'items.profileArt', 'followed artists');
      return mapReadable(resources, (a) => toLibraryArtist(toPlatformArtist(a, included)));
    },
    history() {
      return Promise.reject(new PlatformError('tidal', 'unsupported', 'TIDAL has no listening-history endpoint'));
    },
    unknownTracks(trackIds) {
      // `GET /tracks?filter[id]=` answers the tracks it knows, 20 values and 20 tracks a page
      // (https://tidal-music.github.io/tidal-api-reference/#/tracks/get_tracks).
      return unknownIds(trackIds, FILTER_MAX, async (batch) => {
        const doc = await call({ url: '/tracks', query: { 'filter[id]': batch.join(',') } }, collectionDocumentSchema, 'tracks');
        return doc.data.map((track) => track.id);
      });
    },
    async createPlaylist({ title, description, trackIds, onCreated }) {
      const created = await call(
        {
          url: '/playlists',
          method: 'POST',
          json: { data: { type: 'playlists', attributes: { name: title, description: description ?? '', accessType: 'UNLISTED' } } },
        },
        singleDocumentSchema,
        'created playlist',
      );
      // The created resource is read for its link only: an answer with fewer attributes than a
      // full playlist (the OAS requires none beyond the identifier) still created the playlist.
      const links = z.object({ externalLinks: playlistAttributesSchema.shape.externalLinks }).safeParse(created.data.attributes ?? {});
      const sharing = links.success ? links.data.externalLinks?.find((l) => l.meta?.type === 'TIDAL_SHARING')?.href : undefined;
      const playlist = { id: created.data.id, url: sharing ?? `https://tidal.com/browse/playlist/${created.data.id}` };
      await onCreated?.(playlist);
      const added: string[] = [];
      try {
        for (const batch of chunk(trackIds, TIDAL_ADD_BATCH)) {
          await call(
            {
              url: `/playlists/${encodeURIComponent(playlist.id)}/relationships/items`,
              method: 'POST',
              json: { data: batch.map((id) => ({ id, type: 'tracks' })) },
            },
            z.unknown(),
            'playlist items',
          );
          added.push(...batch);
        }
      } catch (error) {
        throw new PlaylistWriteError('tidal', playlist, added, error);
      }
      return playlist;
    },
  };
  return library;
};
