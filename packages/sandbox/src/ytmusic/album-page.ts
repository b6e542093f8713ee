import type { Album } from '../catalog/model';
import { responseContext } from './response-context';
import { songItem } from './song-item';
import { SEPARATOR, artistRuns, durationWords, musicThumbnail, playButton, trackingParams, watchEndpoint } from './yt-text';
import type { YtView } from './yt-view';

const ALBUM_TYPE = { album: 'Album', single: 'Single', compilation: 'Album' } as const;

/** Save to library, play, and the page menu, as the header of a recorded album page has them. */
function headerButtons(albumId: string, firstVideo: string | undefined, playlistId: string | undefined, title: string): Record<string, unknown>[] {
  const play = firstVideo ? (playButton(watchEndpoint(firstVideo, playlistId), `albplay:${albumId}`, title).musicPlayButtonRenderer as Record<string, unknown>) : undefined;
  if (play?.playNavigationEndpoint) {
    const endpoint = play.playNavigationEndpoint as { watchEndpoint: Record<string, unknown> };
    delete endpoint.watchEndpoint.playerParams;
  }
  const { buttonSize: _size, rippleTarget: _ripple, ...headerPlay } = play ?? {};
  return [
    {
      toggleButtonRenderer: {
        isToggled: false,
        isDisabled: false,
        defaultIcon: { iconType: 'LIBRARY_ADD' },
        toggledIcon: { iconType: 'LIBRARY_SAVED' },
        trackingParams: trackingParams(`albsave:${albumId}`),
      },
    },
    ...(play ? [{ musicPlayButtonRenderer: headerPlay }] : []),
    { menuRenderer: { items: [], trackingParams: trackingParams(`albmenu:${albumId}`), accessibility: { accessibilityData: { label: 'Action menu' } } } },
  ];
}

/** `browse` with an `MPREb_…` id: the album header (type, year, artist strapline, counts) and its track shelf. */
export function albumPage(view: YtView, album: Album): Record<string, unknown> {
  const listing = album.platforms.ytmusic!;
  const tracks = view.albumTracks(album);
  const artists = album.artistIds
    .map((id) => view.catalog.index.artist(id))
    .filter((a) => a !== undefined)
    .map((a) => (a.platformIds.ytmusic ? { name: a.name, id: a.platformIds.ytmusic } : { name: a.name }));
  const totalMs = tracks.reduce((sum, t) => sum + t.listing.durationMs, 0);
  const type = tracks.length <= 6 && album.type === 'album' ? 'EP' : ALBUM_TYPE[album.type];
  return {
    responseContext: responseContext({ browse_id: listing.id }),
    contents: {
      twoColumnBrowseResultsRenderer: {
        tabs: [
          {
            tabRenderer: {
              content: {
                sectionListRenderer: {
                  contents: [
                    {
                      musicResponsiveHeaderRenderer: {
                        thumbnail: musicThumbnail(album.imageSeed, [192, 576, 1200]),
                        buttons: headerButtons(listing.id, tracks[0]?.listing.id, listing.playlistId, listing.title),
                        title: { runs: [{ text: listing.title }] },
                        subtitle: { runs: [{ text: type }, SEPARATOR, { text: album.releaseDate.slice(0, 4) }] },
                        straplineTextOne: { runs: artistRuns(artists) },
                        secondSubtitle: {
                          runs: [{ text: `${tracks.length} ${tracks.length === 1 ? 'song' : 'songs'}` }, SEPARATOR, { text: durationWords(totalMs) }],
                        },
                        trackingParams: trackingParams(`albhdr:${listing.id}`),
                      },
                    },
                  ],
                  trackingParams: trackingParams(`albtabsl:${listing.id}`),
                },
              },
              trackingParams: trackingParams(`albtab:${listing.id}`),
            },
          },
        ],
        secondaryContents: {
          sectionListRenderer: {
            contents: [
              {
                musicShelfRenderer: {
                  contents: tracks.map((t, i) => songItem(view, t, 'album', { playlistId: listing.playlistId, position: i })),
                  trackingParams: trackingParams(`albshelf:${listing.id}`),
                  shelfDivider: { musicShelfDividerRenderer: { hidden: true } },
                  contentsMultiSelectable: true,
                },
              },
            ],
            trackingParams: trackingParams(`albsl:${listing.id}`),
          },
        },
      },
    },
    trackingParams: trackingParams(`albpage:${listing.id}`),
    background: musicThumbnail(album.imageSeed, [60, 120, 226, 544]),
    microformat: {
      microformatDataRenderer: {
        urlCanonical: listing.playlistId ? `https://music.youtube.com/playlist?list=${listing.playlistId}` : `https://music.youtube.com/browse/${listing.id}`,
        title: `${listing.title} - Album by ${artists.map((a) => a.name).join(', ')}`,
        siteName: 'YouTube Music',
        ogType: 'music.album',
      },
    },
  };
}
