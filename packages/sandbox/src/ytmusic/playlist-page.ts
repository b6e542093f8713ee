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
      facepile: {
        avatarStackViewModel: {
          avatars: [{ avatarViewModel: { image: { sources: [{ url: `https://yt3.ggpht.com/${owner}=s88`, width: 88, height: 88 }] }, avatarImageSize: 'AVATAR_SIZE_XS' } }],
          text: { content: playlist.ownerName },
          rendererContext: {
            accessibilityContext: { label: playlist.ownerName },
            commandContext: { onTap: { innertubeCommand: browseEndpoint(owner, 'MUSIC_PAGE_TYPE_USER_CHANNEL') } },
          },
        },
      },
    },
  };
}

/** `browse` with `VL{playlistId}`: header tab plus the first 100 rows and a continuation. */
export function playlistPage(view: YtView, playlist: Playlist): Record<string, unknown> {
  const id = playlist.platformId;
  return {
    responseContext: responseContext({ browse_id: `VL${id}` }),
    contents: {
      twoColumnBrowseResultsRenderer: {
        secondaryContents: {
          sectionListRenderer: {
            contents: [
              {
                musicPlaylistShelfRenderer: {
                  playlistId: id,
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
              content: { sectionListRenderer: { contents: [header(view, playlist)], trackingParams: trackingParams(`tabsl:${id}`) } },
              trackingParams: trackingParams(`tab:${id}`),
            },
          },
        ],
      },
    },
    trackingParams: trackingParams(`page:${id}`),
    microformat: {
      microformatDataRenderer: {
        urlCanonical: `https://music.youtube.com/playlist?list=${id}`,
        title: playlist.title,
        description: playlist.description,
        siteName: 'YouTube Music',
        appName: 'YouTube Music',
        ogType: 'music.playlist',
      },
    },
  };
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

