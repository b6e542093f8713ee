import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimulatorFactory } from '../simulator';
import { BodyTooLargeError, readBody } from '../platform-kit/read-body';
import { findRoute, labelOf, requestUrl, type Route } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import { albumPage } from './album-page';
import { artistPage } from './artist-page';
import { decodeContinuation } from './continuation-token';
import { InnertubeError, innertubeErrors, sendInnertubeError } from './innertube-errors';
import { parseInnertubeBody, type InnertubeBody } from './innertube-request';
import { legacyPlaylistContinuation, playlistContinuation, playlistPage, sharePage } from './playlist-page';
import { searchPage } from './search-page';
import { playerPage, watchNextPage } from './watch-pages';
import { ytmusicFaults } from './ytmusic-faults';
import { videoCounterpartOf } from './yt-text';
import { ytView, type YtTrack, type YtView } from './yt-view';
import type { TokenOwner, UserState } from '../user-state/user-state';
import { accountMenu } from './account-menu';
import { googleOAuthServer } from './google-oauth-server';
import { historyPage } from './history-page';
import { LIBRARY_BROWSE_IDS, libraryContinuation, libraryPage, type LibraryBrowseId } from './library-pages';
import { createPlaylist, editPlaylist } from './playlist-writes';

/** Who is asking: the owner of a valid `Authorization: Bearer` token, if any. */
interface Caller {
  owner: TokenOwner | undefined;
  users: UserState;
  now: number;
}

type Handler = (view: YtView, body: InnertubeBody, caller: Caller) => unknown;

const READ_SCOPES = ['https://www.googleapis.com/auth/youtube', 'https://www.googleapis.com/auth/youtube.readonly', 'https://www.googleapis.com/auth/youtube.force-ssl'];
const WRITE_SCOPES = ['https://www.googleapis.com/auth/youtube', 'https://www.googleapis.com/auth/youtube.force-ssl'];

/** The signed-in user, with one of `scopes`; library calls without one are refused. */
function signedIn(caller: Caller, scopes: string[]): TokenOwner {
  if (!caller.owner) throw new InnertubeError(innertubeErrors.unauthenticated());
  if (!scopes.some((s) => caller.owner?.scopes.includes(s))) throw new InnertubeError(innertubeErrors.insufficientScope());
  return caller.owner;
}

const isLibrary = (id: string): id is LibraryBrowseId => (LIBRARY_BROWSE_IDS as readonly string[]).includes(id);

function userBrowse(view: YtView, browseId: string, caller: Caller, offset?: number): unknown {
  const history = browseId === 'FEmusic_history' && offset === undefined;
  if (!history && !isLibrary(browseId)) throw new InnertubeError(offset === undefined ? innertubeErrors.notFound() : innertubeErrors.invalidArgument());
  const owner = signedIn(caller, READ_SCOPES);
  if (isLibrary(browseId)) return offset === undefined ? libraryPage(view, owner.account, browseId) : libraryContinuation(view, owner.account, browseId, offset);
  return historyPage(view, owner.account, caller.now);
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** `music.youtube.com/playlist?list=…`: what a share link opens (served on the InnerTube host, as on YouTube Music). */
const SHARE_PAGE = '/playlist';

const browse: Handler = (view, body, caller) => {
  if (body.legacyContinuation !== undefined) {
    const { browseId, offset } = decodeContinuation(body.legacyContinuation);
    if (browseId.startsWith('FEmusic_')) return userBrowse(view, browseId, caller, offset);
    const playlist = browseId.startsWith('VL') ? view.playlist(browseId.slice(2)) : undefined;
    if (!playlist) throw new InnertubeError(innertubeErrors.invalidArgument());
    return legacyPlaylistContinuation(view, playlist, offset);
  }
  if (body.continuation !== undefined) {
    const { browseId, offset } = decodeContinuation(body.continuation);
    const playlist = browseId.startsWith('VL') ? view.playlist(browseId.slice(2)) : undefined;
    if (!playlist) throw new InnertubeError(innertubeErrors.invalidArgument());
    return playlistContinuation(view, playlist, offset);
  }
  const id = body.browseId;
  if (!id) throw new InnertubeError(innertubeErrors.invalidArgument());
  if (id.startsWith('FEmusic_')) return userBrowse(view, id, caller);
  if (id.startsWith('VL')) {
    const playlist = view.playlist(id.slice(2));
    if (playlist) return playlistPage(view, playlist);
  } else if (id.startsWith('MPRE')) {
    const album = view.album(id);
    if (album) return albumPage(view, album);
  } else if (id.startsWith('UC')) {
    const artist = view.artist(id);
    if (artist) return artistPage(view, artist);
  }
  throw new InnertubeError(innertubeErrors.notFound());
};

const search: Handler = (view, body) => {
  if (body.query === undefined) throw new InnertubeError(innertubeErrors.invalidArgument());
  return searchPage(view, body.query, body.params);
};

/** Songs by the id of their music video, for watch links to the video rather than the song. */
const byCounterpart = new WeakMap<YtView['catalog'], Map<string, string>>();
function songOfVideo(view: YtView, videoId: string): YtTrack | undefined {
  let songs = byCounterpart.get(view.catalog);
  if (!songs) {
    songs = new Map();
    for (const r of view.catalog.recordings) {
      const id = r.platforms.ytmusic?.id;
      const video = id ? videoCounterpartOf(id) : undefined;
      if (id && video) songs.set(video, id);
    }
    byCounterpart.set(view.catalog, songs);
  }
  const song = songs.get(videoId);
  return song ? view.track(song) : undefined;
}

const next: Handler = (view, body) => {
  const videoId = body.videoId;
  if (!videoId || !VIDEO_ID.test(videoId)) throw new InnertubeError(innertubeErrors.invalidArgument());
  // A music video's queue starts with the same wrapped entry as its song's.
  const track = view.track(videoId) ?? songOfVideo(view, videoId);
  if (!track) throw new InnertubeError(innertubeErrors.notFound());
  return watchNextPage(view, track, body.playlistId);
};

const player: Handler = (view, body) => {
  const videoId = body.videoId;
  if (!videoId || !VIDEO_ID.test(videoId)) throw new InnertubeError(innertubeErrors.invalidArgument());
  return playerPage(view, view.track(videoId));
};

const create: Handler = (view, body, caller) => createPlaylist(view, caller.users, signedIn(caller, WRITE_SCOPES), body.raw);
const edit: Handler = (view, body, caller) => editPlaylist(view, caller.users, signedIn(caller, WRITE_SCOPES), body.raw);
const account: Handler = (_view, _body, caller) => {
  const owner = signedIn(caller, READ_SCOPES);
  return accountMenu(owner.user, owner.account);
};

const routes: Route<Handler>[] = [
  { method: 'POST', pattern: /^\/youtubei\/v1\/search$/, label: 'POST /youtubei/v1/search', handler: search },
  { method: 'POST', pattern: /^\/youtubei\/v1\/browse$/, label: 'POST /youtubei/v1/browse', handler: browse },
  { method: 'POST', pattern: /^\/youtubei\/v1\/next$/, label: 'POST /youtubei/v1/next', handler: next },
  { method: 'POST', pattern: /^\/youtubei\/v1\/player$/, label: 'POST /youtubei/v1/player', handler: player },
  { method: 'POST', pattern: /^\/youtubei\/v1\/playlist\/create$/, label: 'POST /youtubei/v1/playlist/create', handler: create },
  { method: 'POST', pattern: /^\/youtubei\/v1\/browse\/edit_playlist$/, label: 'POST /youtubei/v1/browse/edit_playlist', handler: edit },
  { method: 'POST', pattern: /^\/youtubei\/v1\/account\/account_menu$/, label: 'POST /youtubei/v1/account/account_menu', handler: account },
];

function randomString(random: () => number, length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/**
 * YouTube Music's InnerTube API (`music.youtube.com/youtubei/v1/*`) in the `WEB_REMIX` layouts:
 * no credentials for the catalog, no ISRC anywhere, metadata spread over text runs. The library
 * and playlist writes take `Authorization: Bearer` Google OAuth tokens from the `oauth` host.
 */
export const simulator: SimulatorFactory = (ctx) => {
  const view = ytView(ctx.catalog);
  // A Google OAuth client (web application type) for linking.
  const google = {
    id: `${randomString(ctx.random, 12, '0123456789')}-${randomString(ctx.random, 32, 'abcdefghijklmnopqrstuvwxyz0123456789')}.apps.googleusercontent.com`,
    secret: `GOCSPX-${randomString(ctx.random, 28, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}`,
  };

  function callerOf(req: IncomingMessage): Caller {
    const header = req.headers.authorization;
    const caller: Caller = { owner: undefined, users: ctx.users, now: ctx.now() };
    if (!header) return caller;
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const verified = token ? ctx.users.verify('ytmusic', token) : undefined;
    // Google refuses a bad bearer token on every call, even ones that need no sign-in.
    if (!verified?.ok) throw new InnertubeError(innertubeErrors.unauthenticated());
    caller.owner = verified.owner;
    return caller;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if ((req.method ?? 'GET') === 'GET' && url.pathname === SHARE_PAGE) {
      // The page a share link opens is HTML, whatever the list; an album's names its browse id.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(sharePage(view, url.searchParams.get('list') ?? ''));
      return;
    }
    const match = findRoute(routes, req.method ?? 'GET', url.pathname);
    if (!match) throw new InnertubeError(innertubeErrors.notFound());
    const caller = callerOf(req);
    const body = parseInnertubeBody(await readBody(req));
    const legacy = url.searchParams.get('continuation') ?? url.searchParams.get('ctoken');
    if (legacy) body.legacyContinuation = legacy;
    sendJson(res, 200, match.route.handler(view, body, caller));
  }

  return {
    platform: 'ytmusic',
    servers: {
      api: (req, res) => {
        handle(req, res).catch((error: unknown) => {
          if (res.headersSent) return;
          if (error instanceof InnertubeError) sendInnertubeError(res, error.spec);
          else if (error instanceof BodyTooLargeError) sendInnertubeError(res, innertubeErrors.invalidArgument('Request payload too large.'));
          else sendInnertubeError(res, innertubeErrors.internal());
        });
      },
      oauth: googleOAuthServer(google, ctx.users),
    },
    faults: ytmusicFaults,
    credentials: {},
    oauthClient: { client_id: google.id, client_secret: google.secret },
    endpointOf: (req) => {
      const path = requestUrl(req).pathname;
      if (path.startsWith('/o/oauth2/') || path === '/token' || path === SHARE_PAGE) return `${req.method ?? 'GET'} ${path}`;
      return labelOf(routes, req);
    },
  };
};
