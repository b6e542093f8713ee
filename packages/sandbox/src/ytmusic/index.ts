import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimulatorFactory } from '../simulator';
import { BodyTooLargeError, readBody } from '../platform-kit/read-body';
import { findRoute, labelOf, requestUrl, type Route } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import { albumPage } from './album-page';
import { artistPage } from './artist-page';
import { decodeContinuation } from './continuation-token';
import { InnertubeError, innertubeErrors, sendInnertubeError } from './innertube-errors';
import { parseInnertubeBody, refuseOAuthBearer, type InnertubeBody } from './innertube-request';
import { legacyPlaylistContinuation, playlistContinuation, playlistPage, sharePage } from './playlist-page';
import { searchContinuation, searchPage } from './search-page';
import { playerPage, watchNextPage } from './watch-pages';
import { ytmusicFaults } from './ytmusic-faults';
import { videoCounterpartOf } from './yt-text';
import { ytView, type YtTrack, type YtView } from './yt-view';
import { googleOAuthServer } from './google-oauth-server';
import { youtubeDataApiServer } from '../youtube/data-api-server';

type Handler = (view: YtView, body: InnertubeBody) => unknown;

/** The signed-in library pages ytmusicapi reads (parsers/library.py). */
const SIGNED_IN_PAGES = new Set(['FEmusic_liked_playlists', 'FEmusic_liked_albums', 'FEmusic_library_corpus_artists', 'FEmusic_library_corpus_track_artists', 'FEmusic_history']);

/**
 * The signed-in pages need a browser's cookies: an anonymous request gets the sign-in error;
 * OAuth bearer tokens never get this far. Other `FEmusic_` pages are not simulated.
 */
function userBrowse(browseId: string): never {
  throw new InnertubeError(SIGNED_IN_PAGES.has(browseId) ? innertubeErrors.unauthenticated() : innertubeErrors.notFound());
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** `music.youtube.com/playlist?list=…`: what a share link opens (served on the InnerTube host, as on YouTube Music). */
const SHARE_PAGE = '/playlist';

const browse: Handler = (view, body) => {
  if (body.legacyContinuation !== undefined) {
    const { browseId, offset } = decodeContinuation(body.legacyContinuation);
    if (browseId.startsWith('FEmusic_')) return userBrowse(browseId);
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
  if (id.startsWith('FEmusic_')) return userBrowse(id);
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
  if (body.legacyContinuation !== undefined) return searchContinuation(view, body.legacyContinuation);
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


const routes: Route<Handler>[] = [
  { method: 'POST', pattern: /^\/youtubei\/v1\/search$/, label: 'POST /youtubei/v1/search', handler: search },
  { method: 'POST', pattern: /^\/youtubei\/v1\/browse$/, label: 'POST /youtubei/v1/browse', handler: browse },
  { method: 'POST', pattern: /^\/youtubei\/v1\/next$/, label: 'POST /youtubei/v1/next', handler: next },
  { method: 'POST', pattern: /^\/youtubei\/v1\/player$/, label: 'POST /youtubei/v1/player', handler: player },
];

function randomString(random: () => number, length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

export interface YtMusicSimulatorOptions {
  /** The YouTube Data API's daily quota per OAuth client, in units (default 10,000). */
  youtubeDailyQuota?: number;
  /**
   * `'ignored'` answers every search with the page of every kind (top result card, Songs, Videos,
   * Albums, Artists and playlists shelves) whatever its filter `params`, as YouTube Music answers
   * when it does not apply them (recorded unfiltered pages: search-unfiltered-*.json). Default
   * `'honoured'`: every recorded filtered request got its filtered page.
   */
  searchFilters?: 'honoured' | 'ignored';
}

/**
 * YouTube Music's hosts: InnerTube (`api`, `music.youtube.com/youtubei/v1/*`) in the `WEB_REMIX`
 * layouts, anonymous only (no ISRC anywhere, metadata spread over text runs, OAuth bearer tokens
 * refused as YouTube refuses them); the YouTube Data API v3 (`data`) for users' accounts; and
 * Google's OAuth (`oauth`), whose tokens the Data API accepts.
 */
export const createYtMusicSimulator = (options: YtMusicSimulatorOptions = {}): SimulatorFactory => (ctx) => {
  const view = ytView(ctx.catalog);
  const dataApi = youtubeDataApiServer({ view, users: ctx.users, now: ctx.now, ...(options.youtubeDailyQuota === undefined ? {} : { dailyQuota: options.youtubeDailyQuota }) });
  // A Google OAuth client (web application type) for linking.
  const google = {
    id: `${randomString(ctx.random, 12, '0123456789')}-${randomString(ctx.random, 32, 'abcdefghijklmnopqrstuvwxyz0123456789')}.apps.googleusercontent.com`,
    secret: `GOCSPX-${randomString(ctx.random, 28, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}`,
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if ((req.method ?? 'GET') === 'GET' && url.pathname === SHARE_PAGE) {
      // The page a share link opens is HTML, whatever the list; an album's names its browse id.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(sharePage(view, url.searchParams.get('list') ?? ''));
      return;
    }
    refuseOAuthBearer(req);
    const match = findRoute(routes, req.method ?? 'GET', url.pathname);
    if (!match) throw new InnertubeError(innertubeErrors.notFound());
    const body = parseInnertubeBody(await readBody(req));
    const legacy = url.searchParams.get('continuation') ?? url.searchParams.get('ctoken');
    if (legacy) body.legacyContinuation = legacy;
    if (options.searchFilters === 'ignored' && match.route.handler === search) delete body.params;
    sendJson(res, 200, match.route.handler(view, body));
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
      data: dataApi.listener,
      oauth: googleOAuthServer(google, ctx.users),
    },
    faults: ytmusicFaults,
    credentials: {},
    oauthClient: { client_id: google.id, client_secret: google.secret },
    // Album art on `lh3.googleusercontent.com/{id}=w{N}-h{N}-…`, video stills on `i.ytimg.com/vi/{id}/{file}.jpg`.
    media: {
      hosts: ['lh3.googleusercontent.com', 'i.ytimg.com'],
      routes: [
        { path: /^\/[A-Za-z0-9_-]+=w(\d+)-h\d+(-[a-z0-9]+)*$/, kind: 'image', size: (m) => Number(m[1]) },
        { path: /^\/(vi\/[A-Za-z0-9_-]{11}\/[a-z]+|img\/no_thumbnail)\.jpg$/, kind: 'image', size: () => 480 },
      ],
    },
    endpointOf: (req) => {
      const path = requestUrl(req).pathname;
      if (path.startsWith('/o/oauth2/') || path === '/token' || path === SHARE_PAGE) return `${req.method ?? 'GET'} ${path}`;
      if (path.startsWith('/youtube/v3/')) return dataApi.endpointOf(req);
      return labelOf(routes, req);
    },
  };
};

export const simulator: SimulatorFactory = createYtMusicSimulator();
