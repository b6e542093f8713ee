import type { Album } from '../catalog/model';
import { responseContext } from './response-context';
import { songItem } from './song-item';
import { SEPARATOR, artistRuns, durationWords, musicThumbnail, trackingParams } from './yt-text';
import type { YtView } from './yt-view';

const ALBUM_TYPE = { album: 'Album', single: 'Single', compilation: 'Album' } as const;

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
                },
              },
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
          },
        },
      },
    },
    trackingParams: trackingParams(`albpage:${listing.id}`),
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
