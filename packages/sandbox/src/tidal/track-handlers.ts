import { includedAlbum } from './album-includes';
import { Included, type Identifier } from './json-api-document';
import { TidalApiError, tidalErrors } from './tidal-errors';
import { param, paginate, parseFilters, parseInclude, selfLink, type TidalHandler, type TidalRequest } from './tidal-request';
import { albumResource, artistResource, trackAlbumIdentifiers, trackArtistIdentifiers, trackResource } from './tidal-resources';
import type { TidalTrack } from './tidal-view';

export const TRACK_INCLUDES = ['albums', 'artists', 'albums.coverArt', 'albums.artists'] as const;
/** Values per filter in one request. */
const MAX_FILTER_VALUES = 20;

/** A track with `data` on the included relationships, its related resources added to `included`. */
export function renderTrack(r: TidalRequest, track: TidalTrack, include: ReadonlySet<string>, included: Included) {
  const withData: Record<string, Identifier[]> = {};
  const albumPaths = [...include].filter((p) => p === 'albums' || p.startsWith('albums.'));
  if (albumPaths.length > 0) {
    withData.albums = trackAlbumIdentifiers(track);
    const album = r.view.album(track.listing.albumId);
    const nested = new Set(albumPaths.filter((p) => p !== 'albums').map((p) => p.slice('albums.'.length)));
    if (album) included.add(includedAlbum(r.view, album, nested, included));
  }
  if (include.has('artists')) {
    withData.artists = trackArtistIdentifiers(r.view, track);
    for (const { id } of withData.artists) {
      const artist = r.view.artist(id);
      if (artist) included.add(artistResource(r.view, artist));
    }
  }
  return trackResource(r.view, track, withData);
}

export const getTrack: TidalHandler = (r) => {
  const include = parseInclude(r.query, TRACK_INCLUDES);
  const track = r.view.track(param(r, 0));
  if (!track) throw new TidalApiError(tidalErrors.notFound());
  const included = new Included();
  const data = renderTrack(r, track, include, included);
  return { data, links: { self: selfLink(r) }, ...included.toMember() };
};

/** `GET /tracks?filter[isrc]=A,B` or `filter[id]=`: every TIDAL track matching any value, paged by 20. */
export const getTracks: TidalHandler = (r) => {
  const include = parseInclude(r.query, TRACK_INCLUDES);
  const filters = parseFilters(r.query, ['isrc', 'id']);
  if (filters.size === 0) throw new TidalApiError(tidalErrors.badParameter('filter[id]', 'A filter is required'));
  const tracks: TidalTrack[] = [];
  const seen = new Set<string>();
  const push = (t: TidalTrack | undefined) => {
    if (t && !seen.has(t.listing.id)) {
      seen.add(t.listing.id);
      tracks.push(t);
    }
  };
  for (const [name, values] of filters) {
    if (values.length > MAX_FILTER_VALUES) {
      throw new TidalApiError(tidalErrors.badParameter(`filter[${name}]`, `At most ${MAX_FILTER_VALUES} values are allowed`));
    }
    for (const value of values) {
      if (name === 'id') push(r.view.track(value));
      else for (const rec of r.view.catalog.index.recordingsByIsrc('tidal', value.toUpperCase())) push(r.view.track(rec.platforms.tidal!.id));
    }
  }
  const { page, links } = paginate(r, tracks);
  const included = new Included();
  const data = page.map((t) => renderTrack(r, t, include, included));
  return { data, links, ...included.toMember() };
};

/** `GET /tracks/{id}/relationships/albums|artists`: the links every track carries. */
export const getTrackRelationship: TidalHandler = (r) => {
  const track = r.view.track(param(r, 0));
  if (!track) throw new TidalApiError(tidalErrors.notFound());
  const name = param(r, 1);
  const include = parseInclude(r.query, [name]);
  const included = new Included();
  let data: Identifier[];
  if (name === 'albums') {
    data = trackAlbumIdentifiers(track);
    const album = r.view.album(track.listing.albumId);
    if (include.size > 0 && album) included.add(albumResource(r.view, album));
  } else if (name === 'artists') {
    data = trackArtistIdentifiers(r.view, track);
    for (const { id } of include.size > 0 ? data : []) {
      const artist = r.view.artist(id);
      if (artist) included.add(artistResource(r.view, artist));
    }
  } else {
    // genres, lyrics, similarTracks, …: links TIDAL gives but the sandbox has nothing behind.
    data = [];
  }
  return { data, links: { self: selfLink(r) }, ...included.toMember() };
};
