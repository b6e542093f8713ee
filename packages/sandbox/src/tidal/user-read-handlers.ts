import type { Resource } from './json-api-document';
import { Included, setRelationship } from './json-api-document';
import { includedAlbum } from './album-includes';
import { stableHash } from '../platform-kit/stable-hash';
import { TidalApiError, tidalErrors } from './tidal-errors';
import { paginate, parseFilters, parseInclude, selfLink } from './tidal-request';
import { artistResource, artworkId, artworkResource, playlistResource } from './tidal-resources';
import { renderTrack, TRACK_INCLUDES } from './track-handlers';
import { requireMe, tidalLibraryPlaylists, type TidalUserHandler, type TidalUserRequest } from './user-request';

/**
 * TIDAL API v2 user reads (JSON:API, cursor paging by 20): the user, their playlists, and their
 * collections of playlists, albums, artists and tracks. There is no listening-history endpoint
 * in TIDAL's API (only search history), so none is served here: `/v2/...history...` is a 404.
 * https://tidal-music.github.io/tidal-api-reference/
 */

/**
 * `GET /users/me`: `attributes{username, country, email, emailVerified, developerAccessTier}`, as
 * the recorded users resource has them (packages/recorded/data/tidal/user-collection-playlists-page.json;
 * the OAS requires `developerAccessTier`; `firstName` and `lastName` are optional and absent there).
 */
export const getMe: TidalUserHandler = (r) => {
  requireMe(r, r.params[0] ?? '', 'id');
  const { user, account } = r.owner;
  return {
    status: 200,
    body: {
      data: {
        id: account.id,
        type: 'users',
        attributes: { username: account.username, country: user.country, email: user.email, emailVerified: true, developerAccessTier: 'THIRD_PARTY' },
      },
      links: { self: selfLink(r) },
    },
  };
};

/** `GET /playlists?filter[owners.id]=me`: the playlists the user owns, newest first, 20 per page. */
export const getMyPlaylists: TidalUserHandler = (r) => {
  parseInclude(r.query, []);
  const filters = parseFilters(r.query, ['owners.id', 'id']);
  const owners = filters.get('owners.id');
  if (!owners || owners.length !== 1) throw new TidalApiError(tidalErrors.badParameter('filter[owners.id]', 'filter[owners.id] is required (one value)'));
  requireMe(r, owners[0] ?? '', 'filter[owners.id]');
  const owned = tidalLibraryPlaylists(r)
    .filter((p) => p.ownerUserId === r.owner.user.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const { page, links } = paginate(r, owned);
  return { status: 200, body: { data: page.map((p) => playlistResource(r.view, p)), links } };
};

interface CollectionEntry {
  id: string;
  type: string;
  addedAt: string;
  name: string;
  /** The resource, with `data` on the relationships `nested` names (`coverArt` of `items.coverArt`) and their resources in `included`. */
  render: (included: Included, nested: ReadonlySet<string>) => Resource;
}

/** A stable date for a collection entry the model keeps no date for (followed artists). */
function derivedDate(key: string): string {
  const ms = Date.UTC(2025, 0, 1) + (stableHash(key) % (600 * 86_400)) * 1000;
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const SORTS = ['addedAt', '-addedAt', 'name', '-name'];

/**
 * `GET /userCollection{Albums,Artists,Playlists,Tracks}/me/relationships/items`: identifiers with
 * `meta.addedAt`, sorted by `sort` (default `-addedAt`), the resources in `included` with
 * `include=items` or a nested include, which includes the items too (`items.profileArt` answers
 * the artists and their pictures, as recorded: packages/recorded/data/tidal/user-collection-*.json).
 */
function collectionPage(r: TidalUserRequest, entries: CollectionEntry[], nestedAllowed: readonly string[] = []) {
  requireMe(r, r.params[0] ?? '', 'id');
  const include = parseInclude(r.query, ['items', ...nestedAllowed.map((n) => `items.${n}`)]);
  const nested = new Set([...include].filter((name) => name.startsWith('items.')).map((name) => name.slice('items.'.length)));
  const sort = r.query.get('sort') ?? '-addedAt';
  if (!SORTS.includes(sort)) throw new TidalApiError(tidalErrors.badParameter('sort', `sort must be one of ${SORTS.join(', ')}`));
  const key = sort.replace(/^-/, '') as 'addedAt' | 'name';
  const sign = sort.startsWith('-') ? -1 : 1;
  const sorted = entries.map((e, i) => ({ e, i })).sort((a, b) => sign * a.e[key].localeCompare(b.e[key]) || a.i - b.i).map(({ e }) => e);
  const { page, links } = paginate(r, sorted);
  const included = new Included();
  if (include.size > 0) for (const entry of page) included.add(entry.render(included, nested));
  return {
    status: 200,
    body: { data: page.map((e) => ({ id: e.id, type: e.type, meta: { addedAt: e.addedAt } })), links, ...included.toMember() },
  };
}

function playlistEntries(r: TidalUserRequest): CollectionEntry[] {
  return tidalLibraryPlaylists(r).map((p) => ({
    id: p.platformId,
    type: 'playlists',
    addedAt: p.createdAt,
    name: p.title,
    render: (included, nested) => {
      const resource = playlistResource(r.view, p);
      if (nested.has('coverArt')) {
        setRelationship(resource, r.view.countryCode, 'coverArt', [{ id: artworkId(p.imageSeed), type: 'artworks' }]);
        included.add(artworkResource(r.view, p.imageSeed));
      }
      return resource;
    },
  }));
}

function albumEntries(r: TidalUserRequest): CollectionEntry[] {
  return r.owner.account.savedAlbums.flatMap(({ albumId, addedAt }) => {
    const album = r.view.catalog.index.album(albumId);
    const listing = album?.platforms.tidal;
    return album && listing ? [{ id: listing.id, type: 'albums', addedAt, name: listing.title, render: (included, nested) => includedAlbum(r.view, album, nested, included) }] : [];
  });
}

function artistEntries(r: TidalUserRequest): CollectionEntry[] {
  return r.owner.account.followedArtistIds.flatMap((artistId) => {
    const artist = r.view.catalog.index.artist(artistId);
    const id = artist?.platformIds.tidal;
    if (!artist || !id) return [];
    const render = (included: Included, nested: ReadonlySet<string>) => {
      const resource = artistResource(r.view, artist);
      if (nested.has('profileArt')) {
        setRelationship(resource, r.view.countryCode, 'profileArt', [{ id: artworkId(artist.imageSeed), type: 'artworks' }]);
        included.add(artworkResource(r.view, artist.imageSeed));
      }
      return resource;
    };
    return [{ id, type: 'artists', addedAt: derivedDate(`${r.owner.user.id}:${artistId}`), name: artist.name, render }];
  });
}

function trackEntries(r: TidalUserRequest): CollectionEntry[] {
  return r.owner.account.savedTracks.flatMap(({ recordingId, addedAt }) => {
    const track = r.view.track(r.view.catalog.index.recording(recordingId)?.platforms.tidal?.id ?? '');
    if (!track) return [];
    return [{ id: track.listing.id, type: 'tracks', addedAt, name: track.listing.title, render: (inc: Included, nested: ReadonlySet<string>) => renderTrack(r, track, nested, inc) }];
  });
}

export const getCollectionPlaylists: TidalUserHandler = (r) => collectionPage(r, playlistEntries(r), ['coverArt']);
export const getCollectionAlbums: TidalUserHandler = (r) => collectionPage(r, albumEntries(r), ['artists', 'coverArt']);
export const getCollectionArtists: TidalUserHandler = (r) => collectionPage(r, artistEntries(r), ['profileArt']);
// Liked tracks take the track includes under `items.` (a real page was read with
// `include=items.albums.coverArt,items.artists`: packages/recorded/data/tidal).
export const getCollectionTracks: TidalUserHandler = (r) => collectionPage(r, trackEntries(r), TRACK_INCLUDES);

/** The deprecated `GET /userCollections/{userId}/relationships/{albums|artists|playlists|tracks}`, same pages. */
export const getLegacyCollection: TidalUserHandler = (r) => {
  const entries = { albums: albumEntries, artists: artistEntries, playlists: playlistEntries, tracks: trackEntries }[r.params[1] as 'albums'];
  return collectionPage(r, entries(r));
};
