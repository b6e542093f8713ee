/**
 * YouTube Music's library through InnerTube, signed in with the user's Google OAuth token
 * (`Authorization: Bearer`, scope `https://www.googleapis.com/auth/youtube`), as ytmusicapi reads
 * it (https://github.com/sigma67/ytmusicapi, parsers/library.py and mixins/playlists.py):
 * `browse` with `FEmusic_liked_playlists` and `FEmusic_liked_albums` (grids of
 * `musicTwoRowItemRenderer`), `FEmusic_library_corpus_artists` (a shelf of artist rows) and
 * `FEmusic_history` (shelves of song rows titled by when they were played), with legacy
 * `nextContinuationData` paging; `playlist/create` then `browse/edit_playlist` to add videos.
 */
import { z } from 'zod';
import type { LibraryAlbum, LibraryPlaylist } from '@segue/core/schemas';
import { toHistoryTrack, toLibraryArtist } from '../../library/library-mappers';
import { PlaylistWriteError, type LibraryFactory, type PlatformLibrary } from '../../library/platform-library';
import { sendAsUser } from '../../library/send-as-user';
import { PlatformError } from '../platform-error';
import { normalizeReleaseDate } from '../release-date';
import { chunk } from '../shared/chunk';
import { parseWire } from '../shared/parse-wire';
import { statusError } from '../shared/status-error';
import { createYtMusicAdapter } from './adapter';
import { CLIENT_VERSION } from './api';
import { browseResponseSchema, listItemSchema, textSchema, thumbnailsSchema } from './innertube-schemas';
import { largestThumbnail, rowToArtist, rowToTrack } from './mappers';
import { shelfRows } from './page-parts';
import { runsText, summarizeRuns } from './read-runs';

/** Videos per `edit_playlist` request: ytmusicapi sends them all at once; smaller edits fail smaller. */
export const YTMUSIC_ADD_BATCH = 100;

const twoRowItemSchema = z.object({
  musicTwoRowItemRenderer: z
    .object({
      title: textSchema,
      subtitle: textSchema.optional(),
      thumbnailRenderer: z.object({ musicThumbnailRenderer: z.object({ thumbnail: thumbnailsSchema }).optional() }).optional(),
      navigationEndpoint: z.object({ browseEndpoint: z.object({ browseId: z.string() }).optional() }).optional(),
    })
    .optional(),
});
type TwoRowItem = NonNullable<z.infer<typeof twoRowItemSchema>['musicTwoRowItemRenderer']>;

const continuationsSchema = z.array(z.object({ nextContinuationData: z.object({ continuation: z.string() }).optional() })).optional();
const gridSchema = z.object({ items: z.array(twoRowItemSchema), continuations: continuationsSchema });
const shelfSchema = z.object({ contents: z.array(z.object({ musicResponsiveListItemRenderer: listItemSchema.optional() })).optional(), continuations: continuationsSchema });
const librarySectionSchema = z.object({ gridRenderer: gridSchema.optional(), musicShelfRenderer: shelfSchema.optional() });

const libraryPageSchema = z.object({
  contents: z
    .object({
      singleColumnBrowseResultsRenderer: z.object({
        tabs: z.array(
          z.object({
            tabRenderer: z.object({
              content: z
                .object({
                  sectionListRenderer: z.object({
                    contents: z.array(z.object({ itemSectionRenderer: z.object({ contents: z.array(librarySectionSchema) }).optional() })).optional(),
                  }),
                })
                .optional(),
            }),
          }),
        ),
      }),
    })
    .optional(),
  continuationContents: z.object({ gridContinuation: gridSchema.optional(), musicShelfContinuation: shelfSchema.optional() }).optional(),
});
type LibrarySection = z.infer<typeof librarySectionSchema>;

const createdSchema = z.object({ playlistId: z.string() });
const editSchema = z.object({ status: z.string() });
const errorSchema = z.object({ error: z.object({ message: z.string().optional() }) });

const playlistUrl = (id: string) => `https://music.youtube.com/playlist?list=${encodeURIComponent(id)}`;

function toLibraryPlaylist(item: TwoRowItem, id: string): LibraryPlaylist {
  const subtitle = item.subtitle?.runs ?? [];
  const count = /([\d,]+)\s+songs?/.exec(runsText(subtitle))?.[1];
  return {
    id,
    title: runsText(item.title.runs),
    // InnerTube's library grid shows neither privacy nor a version tag.
    public: false,
    collaborative: false,
    nb_tracks: count === undefined ? 0 : Number(count.replace(/,/g, '')),
    url: playlistUrl(id),
    cover: largestThumbnail(item.thumbnailRenderer?.musicThumbnailRenderer?.thumbnail.thumbnails),
    checksum: '',
    owner: subtitle[0]?.text ?? '',
  };
}

export const createYtMusicLibrary: LibraryFactory<'ytmusic'> = ({ baseUrls, http, userToken }) => {
  const context = { client: { clientName: 'WEB_REMIX', clientVersion: CLIENT_VERSION, hl: 'en', gl: 'US' }, user: {} };
  const catalog = createYtMusicAdapter({ baseUrls, credentials: {}, http });

  async function post<S extends z.ZodType>(endpoint: string, body: Record<string, unknown>, schema: S, what: string, query: Record<string, string> = {}): Promise<z.infer<S>> {
    const response = await sendAsUser(http, userToken, {
      method: 'POST',
      url: `${baseUrls.api}/youtubei/v1/${endpoint}`,
      query: { alt: 'json', ...query },
      headers: { origin: 'https://music.youtube.com' },
      json: { context, ...body },
    });
    if (response.status !== 200) {
      const parsed = errorSchema.safeParse(response.body);
      throw statusError('ytmusic', response.status, what, parsed.success ? parsed.data.error.message : undefined);
    }
    return parseWire('ytmusic', schema, response.body, what);
  }

  /** Every grid item or shelf row of a library page, following legacy continuations. */
  async function libraryPages(browseId: string, what: string): Promise<LibrarySection[]> {
    const sections: LibrarySection[] = [];
    const first = await post('browse', { browseId }, libraryPageSchema, what);
    const tabs = first.contents?.singleColumnBrowseResultsRenderer.tabs ?? [];
    for (const section of tabs[0]?.tabRenderer.content?.sectionListRenderer.contents ?? []) sections.push(...(section.itemSectionRenderer?.contents ?? []));
    const tokenOf = (s: LibrarySection | undefined) => (s?.gridRenderer ?? s?.musicShelfRenderer)?.continuations?.[0]?.nextContinuationData?.continuation;
    let token = tokenOf(sections.at(-1));
    while (token) {
      const page = await post('browse', {}, libraryPageSchema, what, { ctoken: token, continuation: token, type: 'next' });
      const grid = page.continuationContents?.gridContinuation;
      const shelf = page.continuationContents?.musicShelfContinuation;
      const next: LibrarySection = grid ? { gridRenderer: grid } : shelf ? { musicShelfRenderer: shelf } : {};
      const size = grid?.items.length ?? shelf?.contents?.length ?? 0;
      sections.push(next);
      token = size > 0 ? tokenOf(next) : undefined;
    }
    return sections;
  }

  const gridItems = (sections: LibrarySection[]) => sections.flatMap((s) => s.gridRenderer?.items ?? []).flatMap((i) => (i.musicTwoRowItemRenderer ? [i.musicTwoRowItemRenderer] : []));
  const shelfItems = (sections: LibrarySection[]) => sections.flatMap((s) => s.musicShelfRenderer?.contents ?? []).flatMap((i) => (i.musicResponsiveListItemRenderer ? [i.musicResponsiveListItemRenderer] : []));

  const library: PlatformLibrary = {
    async playlists() {
      const items: LibraryPlaylist[] = [];
      for (const item of gridItems(await libraryPages('FEmusic_liked_playlists', 'library playlists'))) {
        // The grid opens with a "New playlist" tile that links nowhere.
        const browseId = item.navigationEndpoint?.browseEndpoint?.browseId;
        if (browseId?.startsWith('VL')) items.push(toLibraryPlaylist(item, browseId.slice(2)));
      }
      return { total: items.length, items };
    },
    async albums() {
      const albums: LibraryAlbum[] = [];
      for (const item of gridItems(await libraryPages('FEmusic_liked_albums', 'saved albums'))) {
        const id = item.navigationEndpoint?.browseEndpoint?.browseId;
        if (!id) continue;
        const summary = summarizeRuns(item.subtitle?.runs ?? []);
        // The tile names no track count or explicitness: the album page does.
        const page = await catalog.getAlbum(id);
        albums.push({
          id,
          title: runsText(item.title.runs),
          url: `https://music.youtube.com/browse/${encodeURIComponent(id)}`,
          release_date: normalizeReleaseDate(summary.year) || page.releaseDate,
          explicit: page.tracks.some((t) => t.explicit),
          track_count: page.tracks.length,
          artists: summary.artists.length > 0 ? summary.artists : page.artists,
          cover: largestThumbnail(item.thumbnailRenderer?.musicThumbnailRenderer?.thumbnail.thumbnails),
        });
      }
      return albums;
    },
    async artists() {
      const rows = shelfItems(await libraryPages('FEmusic_library_corpus_artists', 'followed artists'));
      return rows.flatMap((row) => {
        const artist = rowToArtist(row);
        return artist ? [toLibraryArtist(artist)] : [];
      });
    },
    async history() {
      // One page: YouTube Music's history has no continuation (ytmusicapi asks for none), and
      // its shelves say "Today" or "Last week" rather than when each song was played.
      const page = await post('browse', { browseId: 'FEmusic_history' }, browseResponseSchema, 'listening history');
      return shelfRows(page).items.flatMap((item) => {
        const track = item.musicResponsiveListItemRenderer ? rowToTrack(item.musicResponsiveListItemRenderer) : undefined;
        return track ? [toHistoryTrack(track)] : [];
      });
    },
    async createPlaylist({ title, description, trackIds, onCreated }) {
      const created = await post('playlist/create', { title, description: description ?? '', privacyStatus: 'PRIVATE' }, createdSchema, 'created playlist');
      const playlist = { id: created.playlistId, url: playlistUrl(created.playlistId) };
      await onCreated?.(playlist);
      const added: string[] = [];
      try {
        for (const batch of chunk(trackIds, YTMUSIC_ADD_BATCH)) {
          const actions = batch.map((videoId) => ({ action: 'ACTION_ADD_VIDEO', addedVideoId: videoId, dedupeOption: 'DEDUPE_OPTION_SKIP' }));
          const edit = await post('browse/edit_playlist', { playlistId: created.playlistId, actions }, editSchema, 'playlist edit');
          if (edit.status !== 'STATUS_SUCCEEDED') throw new PlatformError('ytmusic', 'bad_response', `YouTube Music refused the playlist edit (${edit.status})`);
          added.push(...batch);
        }
      } catch (error) {
        throw new PlaylistWriteError('ytmusic', playlist, added, error);
      }
      return playlist;
    },
  };
  return library;
};
