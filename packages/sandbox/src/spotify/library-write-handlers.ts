/**
 * `PUT /v1/me/library?uris=…` (February 2026), which replaces `PUT /me/tracks`, `/me/albums` and
 * `/me/following` for development-mode apps: at most 40 Spotify URIs, comma-separated in the
 * query, answered 200 with an empty body; a repeated save is a success that adds nothing
 * (https://developer.spotify.com/documentation/web-api/reference/save-library-items,
 * https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide).
 * URIs sent in a JSON body are not read: Spotify answers `400 Missing required field: uris`
 * (reported: jpochyla/psst#740, JohnnyCrazy/SpotifyAPI-NET#1045).
 */
import { SpotifyApiError, spotifyErrors } from './spotify-errors';
import { requireScope, type SpotifyUserHandler } from './user-request';

export const MAX_LIBRARY_URIS = 40;

/** Kinds the endpoint takes; the catalog backs tracks, albums and artists, so other ids are unknown here. */
const KINDS = new Set(['track', 'album', 'artist', 'episode', 'show', 'audiobook', 'user', 'playlist']);

export const saveToLibrary: SpotifyUserHandler = ({ view, url, owner, users }) => {
  requireScope(owner, 'user-library-modify');
  const raw = url.searchParams.get('uris');
  if (!raw) throw spotifyErrors.badRequest('Missing required field: uris');
  const uris = raw.split(',').filter((u) => u !== '');
  if (uris.length === 0) throw spotifyErrors.badRequest('Missing required field: uris');
  // The documented limit; the message is the one Spotify's multi-gets use for too many ids.
  if (uris.length > MAX_LIBRARY_URIS) throw spotifyErrors.badRequest('Too many ids requested');
  const index = view.catalog.index;
  const tracks: string[] = [];
  const albums: string[] = [];
  const artists: string[] = [];
  // The whole request is refused when one URI is: nothing is saved.
  for (const uri of uris) {
    const [scheme, kind, id, ...rest] = uri.split(':');
    if (scheme !== 'spotify' || !kind || !KINDS.has(kind) || rest.length > 0) throw spotifyErrors.badRequest(`Unsupported URI: ${uri}`);
    if (!id || !/^[0-9A-Za-z]{22}$/.test(id)) throw spotifyErrors.invalidId();
    const found =
      kind === 'track'
        ? index.recordingByPlatformId('spotify', id)?.id
        : kind === 'album'
          ? index.albumByPlatformId('spotify', id)?.id
          : kind === 'artist'
            ? index.artistByPlatformId('spotify', id)?.id
            : undefined;
    // What playlist additions answer for an id of nothing (reported, spotify/web-api#214).
    if (!found) throw new SpotifyApiError(400, 'Payload contains a non-existing ID');
    (kind === 'track' ? tracks : kind === 'album' ? albums : artists).push(found);
  }
  if (tracks.length > 0) users.saveTracks('spotify', owner.user.id, tracks);
  if (albums.length > 0) users.saveAlbums('spotify', owner.user.id, albums);
  if (artists.length > 0) users.followArtists('spotify', owner.user.id, artists);
  return { status: 200, body: undefined };
};
