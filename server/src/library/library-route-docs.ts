import {
  AccountResponseSchema,
  ADD_PLAYLIST_REQUEST_SCHEMAS,
  AddPlaylistResponseSchema,
  HistoryResponseSchema,
  LibraryAlbumsResponseSchema,
  LibraryArtistsResponseSchema,
  LibraryPlaylistsResponseSchema,
  LibraryPlaylistTracksResponseSchema,
  LibraryTracksResponseSchema,
  PlaylistTaskCreatedResponseSchema,
  TaskSuccessResponseSchema,
} from '@segue/core/schemas';
import { PLATFORM_KEYS } from '@segue/core';
import type { RouteDoc } from '../openapi/route-doc';
import { TRANSFER_EXAMPLES } from '../openapi/transfer-examples';
import { EXAMPLES, LIBRARY_EXAMPLES, REPLAYED_CONVERT_AND_ADD } from '../openapi/sandbox-examples';
import { ConvertAndAddRequestSchema } from './convert-and-add.service';

const platformParam = { name: 'platform', description: 'applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED)' };
const userParams = [
  { name: 'userId', description: "Segue user id, or the user's e-mail: the one user with that address who linked the platform (several: 409 naming them)" },
  platformParam,
];
const bearer = 'Also needs `Authorization: Bearer <linking token>`: the user the token names, in the app of the public key.';

const LISTS = [
  { list: 'playlists', summary: "The user's playlists on the platform (every page)", response: LibraryPlaylistsResponseSchema, example: LIBRARY_EXAMPLES.libraryPlaylists },
  { list: 'albums', summary: "The user's saved albums", response: LibraryAlbumsResponseSchema, example: LIBRARY_EXAMPLES.libraryAlbums },
  { list: 'artists', summary: 'The artists the user follows', response: LibraryArtistsResponseSchema, example: LIBRARY_EXAMPLES.libraryArtists },
  { list: 'history/tracks', summary: "The user's recently played tracks (TIDAL has none: ENOTSUPPORTED)", response: HistoryResponseSchema, example: LIBRARY_EXAMPLES.history },
  {
    list: 'tracks',
    summary: "The user's liked / saved songs, in the platform's order (local files, episodes and tracks that do not play are kept and marked)",
    response: LibraryTracksResponseSchema,
    example: TRANSFER_EXAMPLES.likedTracks,
  },
] as const;

export const LIBRARY_ROUTE_DOCS: RouteDoc[] = [
  ...LISTS.map(({ list, summary, response, example }): RouteDoc => ({
    method: 'get',
    path: `/v1/account/{userId}/{platform}/${list}`,
    tag: 'Library',
    summary,
    description:
      "A revoked grant is EFORBIDDEN (the user must link again); a platform the user has not linked, or another app's user, ENOTFOUND " +
      '(by e-mail, the message names the platforms the address has linked); an e-mail several users with the platform share, 409.',
    auth: 'private',
    pathParams: userParams,
    response,
    example,
    errors: [400, 403, 404, 409],
  })),
  ...LISTS.map(({ list, summary, response, example }): RouteDoc => ({
    method: 'get',
    path: `/v1/me/{platform}/${list}`,
    tag: 'Library',
    summary: `${summary}, for the user of the linking token`,
    description: bearer,
    auth: 'public',
    pathParams: [platformParam],
    response,
    example,
    errors: [400, 403, 404],
  })),
  ...[
    { path: '/v1/account/{userId}/{platform}/playlists/{playlistId}/tracks', auth: 'private' as const, params: userParams, description: 'Any playlist of the library: own, collaborative or followed, private included.' },
    { path: '/v1/me/{platform}/playlists/{playlistId}/tracks', auth: 'public' as const, params: [platformParam], description: bearer },
  ].map(
    ({ path, auth, params, description }): RouteDoc => ({
      method: 'get',
      path,
      tag: 'Library',
      summary: 'A library playlist and every entry, in order (local files, episodes and tracks that do not play kept and marked)',
      description,
      auth,
      pathParams: [...params, { name: 'playlistId', description: 'The playlist id as GET …/playlists lists it' }],
      response: LibraryPlaylistTracksResponseSchema,
      example: TRANSFER_EXAMPLES.playlistTracks,
      errors: [400, 403, 404],
    }),
  ),
  {
    method: 'get',
    path: '/v1/me',
    tag: 'Library',
    summary: 'The account of the user of the linking token',
    description: bearer,
    auth: 'public',
    response: AccountResponseSchema,
    example: LIBRARY_EXAMPLES.account,
  },
  {
    method: 'post',
    path: '/v1/me/{platform}/playlists',
    tag: 'Library',
    summary: "Converts a playlist and adds it to the user's library on the platform, as one task",
    description:
      `${bearer} Poll GET /v1/task/{task_id}; the completed payload has the conversion and \`library\`: {platform, url, title, tracks}. ` +
      'With an `Idempotency-Key` header, the same request again (the same playlist, platform and title) within 24 hours answers 200 ' +
      'with the task the first one started, pending or completed with its `library.url`, and `Idempotent-Replayed: true`, instead of ' +
      'making a second playlist (409 while the first is starting, 422 for another request with the key); a key whose task failed starts anew.',
    auth: 'public',
    pathParams: [platformParam],
    headers: [{ name: 'Idempotency-Key', description: 'Any unique string per intended playlist, e.g. derived from the source playlist and the platform' }],
    requestBody: ConvertAndAddRequestSchema,
    requestExample: EXAMPLES.convertAndAddRequest,
    response: PlaylistTaskCreatedResponseSchema,
    example: EXAMPLES.convertAndAdd,
    status: 201,
    otherResponses: [
      {
        status: 200,
        description: 'The same request with the same Idempotency-Key: the task the first one started (pending, or completed with `library`)',
        response: TaskSuccessResponseSchema,
        example: REPLAYED_CONVERT_AND_ADD,
      },
    ],
    errors: [400, 403, 404, 409, 422],
  },
  ...['/playlist/{platform}/add', '/v1/playlist/{platform}/add'].map(
    (path): RouteDoc => ({
      method: 'post',
      path,
      tag: 'Library',
      summary: "Creates a playlist with these tracks in the user's library",
      description:
        '`user` is the Segue user id (UUID) or e-mail. The body is the `AddPlaylistRequest_<platform>` variant of the path\'s ' +
        'platform: every id must have that platform\'s format and exist on the platform (checked before anything is created; ' +
        'the 400 names every bad or unknown id); at most 10,000. ' +
        'An `Idempotency-Key` header makes a retry within 24 hours answer the first result (409 while it runs, 422 for another body). ' +
        'Tracks are added in the platform batch size; a failure part way says which were added.',
      auth: 'private',
      pathParams: [platformParam],
      headers: [{ name: 'Idempotency-Key', description: 'Any unique string per intended playlist; a retry with the same key returns the first result' }],
      // `anyOf`: integer ids (and strings of digits) fit Apple Music, Deezer and TIDAL alike, so under
      // `oneOf` every such body would fail the document; the path says which one applies.
      requestBody: { anyOf: PLATFORM_KEYS.map((platform) => ADD_PLAYLIST_REQUEST_SCHEMAS[platform]) },
      requestExamples: EXAMPLES.addPlaylistRequests,
      response: AddPlaylistResponseSchema,
      example: EXAMPLES.addPlaylist,
      status: 201,
      errors: [400, 403, 404, 409, 413, 422],
    }),
  ),
];
