import type { Playlist } from '../catalog/model';
import { continuationItem, encodeContinuation } from './continuation-token';
import { responseContext } from './response-context';
import { songItem } from './song-item';
import { SEPARATOR, browseEndpoint, channelIdFor, durationWords, musicThumbnail, trackingParams, watchEndpoint } from './yt-text';
import type { YtView } from './yt-view';

/** YouTube Music loads playlists 100 rows at a time. */
export const PLAYLIST_PAGE = 100;

function rows(view: YtView, playlist: Playlist, offset: number): Record<string, unknown>[] {
  const tracks = view.playlistTracks(playlist);
  const page = tracks.slice(offset, offset + PLAYLIST_PAGE).map((t, i) =>
    songItem(view, t, 'playlist', { playlistId: playlist.platformId, position: offset + i }),
  );
  const next = offset + PLAYLIST_PAGE;
  return next < tracks.length ? [...page, continuationItem(encodeContinuation(`VL${playlist.platformId}`, next))] : page;
}

function header(view: YtView, playlist: Playlist): Record<string, unknown> {
  const tracks = view.playlistTracks(playlist);
  const totalMs = tracks.reduce((sum, t) => sum + t.listing.durationMs, 0);
  const first = tracks[0]?.listing.id;
  const owner = channelIdFor(playlist.ownerName);
  return {
    musicResponsiveHeaderRenderer: {
      thumbnail: musicThumbnail(playlist.imageSeed, [192, 576, 1200]),
      buttons: first
        ? [
            {
              musicPlayButtonRenderer: {
                playNavigationEndpoint: watchEndpoint(first, playlist.platformId),
                trackingParams: trackingParams(`hdrplay:${playlist.platformId}`),
                accessibilityPlayData: { accessibilityData: { label: `Play ${playlist.title}` } },
              },
            },
          ]
        : [],
      title: { runs: [{ text: playlist.title }] },
      subtitle: { runs: [{ text: 'Playlist' }, SEPARATOR, { text: playlist.createdAt.slice(0, 4) }] },
      trackingParams: trackingParams(`hdr:${playlist.platformId}`),
      description: {
        musicDescriptionShelfRenderer: {
          description: { runs: [{ text: playlist.description }] },
          trackingParams: trackingParams(`desc:${playlist.platformId}`),
          shelfStyle: 'MUSIC_SHELF_STYLE_OPEN_DIALOG_ON_CLICK',
        },
      },
      secondSubtitle: {
        runs: [
          { text: `${tracks.length.toLocaleString('en-US')} ${tracks.length === 1 ? 'track' : 'tracks'}` },
          SEPARATOR,
          { text: durationWords(totalMs) },
        ],
      },
      // The owner's avatar; the name is only in its accessibility label (browse-playlist-collaborative-2025-10.json).
      facepile: {
        avatarStackViewModel: {
          avatars: [
            {
              avatarViewModel: {
                image: { sources: [{ url: `https://yt3.ggpht.com/${owner}=s48-c-k-c0x00000000-no-cc-rj-rp` }], processor: { borderImageProcessor: { circular: true } } },
                avatarImageSize: 'AVATAR_SIZE_XS',
              },
            },
          ],
          rendererContext: { accessibilityContext: { label: playlist.ownerName } },
        },
      },
    },
  };
}

/**
 * A playlist a user owns, as its owner sees it: the header wrapped with the edit form
 * (browse-playlist-editable-2024-07.json), the owner's channel in the strapline. The simulator
 * cannot tell the owner's browser from anyone else (InnerTube knows it by cookies), so every
 * reader gets the owner's view: the wrapped layout is the one readers must cope with.
 */
function editableHeader(playlist: Playlist, inner: Record<string, unknown>): Record<string, unknown> {
  const owner = channelIdFor(playlist.ownerName);
  // The owner's own view names them in the strapline instead of a facepile.
  const { facepile: _facepile, ...responsive } = inner.musicResponsiveHeaderRenderer as Record<string, unknown>;
  const text = (value: string) => ({ runs: [{ text: value }] });
  return {
    musicEditablePlaylistDetailHeaderRenderer: {
      header: {
        musicResponsiveHeaderRenderer: {
          ...responsive,
          straplineTextOne: { runs: [{ text: playlist.ownerName, navigationEndpoint: browseEndpoint(owner, 'MUSIC_PAGE_TYPE_USER_CHANNEL') }] },
        },
      },
      editHeader: {
        musicPlaylistEditHeaderRenderer: {
          title: text(playlist.title),
          editTitle: text('Title'),
          description: text(playlist.description),
          editDescription: text('Description'),
          privacy: 'PRIVATE',
          trackingParams: trackingParams(`edithdr:${playlist.platformId}`),
          playlistId: playlist.platformId,
        },
      },
      trackingParams: trackingParams(`editable:${playlist.platformId}`),
      playlistId: playlist.platformId,
    },
  };
}

/** An album's audio playlist (`OLAK5uy_…`): what the album's share link names. */
export const isAudioPlaylist = (playlistId: string) => playlistId.startsWith('OLAK5uy_');

/**
 * `browse` with `VL{playlistId}`: header tab plus the first 100 rows and a continuation. An
 * album's audio playlist has no header and no microformat at all (browse-playlist-audio-2025-12.json):
 * clients find the album through its rows or the share page.
 */
export function playlistPage(view: YtView, playlist: Playlist): Record<string, unknown> {
  const id = playlist.platformId;
  const audio = isAudioPlaylist(id);
  const head = audio ? [] : [playlist.ownerUserId ? editableHeader(playlist, header(view, playlist)) : header(view, playlist)];
  return {
    responseContext: responseContext({ browse_id: `VL${id}` }),
    contents: {
      twoColumnBrowseResultsRenderer: {
        secondaryContents: {
          sectionListRenderer: {
            contents: [
              {
                musicPlaylistShelfRenderer: {
                  ...(audio ? {} : { playlistId: id }),
                  contents: rows(view, playlist, 0),
                  collapsedItemCount: 0,
                  trackingParams: trackingParams(`shelf:${id}`),
                  contentsMultiSelectable: true,
                  targetId: id,
                },
              },
            ],
            trackingParams: trackingParams(`sl:${id}`),
          },
        },
        tabs: [
          {
            tabRenderer: {
              content: { sectionListRenderer: { ...(audio ? {} : { contents: head }), trackingParams: trackingParams(`tabsl:${id}`) } },
              trackingParams: trackingParams(`tab:${id}`),
            },
          },
        ],
      },
    },
    trackingParams: trackingParams(`page:${id}`),
    ...(audio ? {} : { background: musicThumbnail(playlist.imageSeed, [60, 120, 226, 544]) }),
    ...(audio ? {} : { microformat: {
      microformatDataRenderer: {
        urlCanonical: `https://music.youtube.com/playlist?list=${id}`,
        title: playlist.title,
        description: playlist.description,
        siteName: 'YouTube Music',
        appName: 'YouTube Music',
        ogType: 'music.playlist',
      },
    } }),
  };
}

/**
 * `GET /playlist?list=…`, the page a share link opens: HTML whose inline data names an album's
 * browse id (JS-escaped, `\x22MPREb_…\x22`) when the list is an album's audio playlist, which is
 * where ytmusicapi's `get_album_browse_id` reads it.
 */
export function sharePage(view: YtView, list: string): string {
  const playlist = view.playlist(list);
  const album = playlist && isAudioPlaylist(list) ? view.catalog.albums.find((a) => a.platforms.ytmusic?.playlistId === list) : undefined;
  const browseId = album?.platforms.ytmusic?.id;
  const data = browseId
    ? `initialData.push({path: '\\/browse', params: JSON.parse('\\x7b\\x22browseId\\x22:\\x22${browseId}\\x22\\x7d'), data: '\\x7b\\x7d'});`
    : `initialData.push({path: '\\/playlist', params: JSON.parse('\\x7b\\x22list\\x22:\\x22${list.replace(/[^\w-]/g, '')}\\x22\\x7d'), data: '\\x7b\\x7d'});`;
  const title = playlist ? playlist.title.replace(/[<&]/g, '') : 'YouTube Music';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} - YouTube Music</title></head><body><script nonce="sandbox">var initialData = []; ${data}</script></body></html>`;
}

/**
 * The legacy answer, to `browse?ctoken=…&continuation=…&type=next` (clients from before 2025):
 * the rows under `continuationContents.musicPlaylistShelfContinuation`, the next token in
 * `continuations[0].nextContinuationData`.
 */
export function legacyPlaylistContinuation(view: YtView, playlist: Playlist, offset: number): Record<string, unknown> {
  const all = rows(view, playlist, offset);
  const last = all.at(-1) as { continuationItemRenderer?: unknown } | undefined;
  const items = last?.continuationItemRenderer ? all.slice(0, -1) : all;
  const next = offset + PLAYLIST_PAGE;
  const more = next < view.playlistTracks(playlist).length;
  return {
    responseContext: responseContext({ browse_id: `VL${playlist.platformId}` }),
    continuationContents: {
      musicPlaylistShelfContinuation: {
        contents: items,
        ...(more
          ? { continuations: [{ nextContinuationData: { continuation: encodeContinuation(`VL${playlist.platformId}`, next), clickTrackingParams: trackingParams(`legacy:${next}`) } }] }
          : {}),
        trackingParams: trackingParams(`legacyshelf:${playlist.platformId}:${offset}`),
      },
    },
    trackingParams: trackingParams(`legacypage:${playlist.platformId}:${offset}`),
  };
}

/** The answer to `{"continuation": token}`: the next rows, appended to the playlist shelf. */
export function playlistContinuation(view: YtView, playlist: Playlist, offset: number): Record<string, unknown> {
  return {
    responseContext: responseContext({ browse_id: `VL${playlist.platformId}` }),
    trackingParams: trackingParams(`cont:${playlist.platformId}:${offset}`),
    onResponseReceivedActions: [
      {
        clickTrackingParams: trackingParams(`contclick:${playlist.platformId}:${offset}`),
        appendContinuationItemsAction: { continuationItems: rows(view, playlist, offset), targetId: playlist.platformId },
      },
    ],
  };
}

