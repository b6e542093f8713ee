import type { Artist } from '../catalog/model';
import { responseContext } from './response-context';
import { songItem } from './song-item';
import { SEPARATOR, browseEndpoint, musicThumbnail, trackingParams } from './yt-text';
import type { YtView } from './yt-view';

/** `browse` with a `UC…` channel id: immersive header, a "Top songs" shelf and an "Albums" carousel. */
export function artistPage(view: YtView, artist: Artist): Record<string, unknown> {
  const id = artist.platformIds.ytmusic!;
  const songs = view.artistTracks(artist).slice(0, 5);
  const albums = view.artistAlbums(artist);
  const sections: Record<string, unknown>[] = [];
  if (songs.length > 0) {
    sections.push({
      musicShelfRenderer: {
        title: { runs: [{ text: 'Top songs' }] },
        contents: songs.map((t, i) => songItem(view, t, 'artist', { position: i })),
        trackingParams: trackingParams(`top:${id}`),
      },
    });
  }
  if (albums.length > 0) {
    sections.push({
      musicCarouselShelfRenderer: {
        header: { musicCarouselShelfBasicHeaderRenderer: { title: { runs: [{ text: 'Albums' }] }, trackingParams: trackingParams(`albhdr:${id}`) } },
        contents: albums.map((album) => {
          const listing = album.platforms.ytmusic!;
          const nav = browseEndpoint(listing.id, 'MUSIC_PAGE_TYPE_ALBUM');
          return {
            musicTwoRowItemRenderer: {
              thumbnailRenderer: musicThumbnail(album.imageSeed, [226, 544]),
              title: { runs: [{ text: listing.title, navigationEndpoint: nav }] },
              subtitle: { runs: [{ text: album.type === 'single' ? 'Single' : 'Album' }, SEPARATOR, { text: album.releaseDate.slice(0, 4) }] },
              navigationEndpoint: nav,
              trackingParams: trackingParams(`alb2row:${listing.id}`),
            },
          };
        }),
        trackingParams: trackingParams(`carousel:${id}`),
      },
    });
  }
  return {
    responseContext: responseContext({ browse_id: id }),
    contents: {
      singleColumnBrowseResultsRenderer: {
        tabs: [{ tabRenderer: { content: { sectionListRenderer: { contents: sections, trackingParams: trackingParams(`artsl:${id}`) } }, trackingParams: trackingParams(`arttab:${id}`) } }],
      },
    },
    header: {
      musicImmersiveHeaderRenderer: {
        title: { runs: [{ text: artist.name }] },
        thumbnail: musicThumbnail(artist.imageSeed, [540, 1080]),
        subscriptionButton: {
          subscribeButtonRenderer: {
            channelId: id,
            subscribed: false,
            subscriberCountText: { runs: [{ text: `${(artist.name.length * 37) % 900 + 10}K` }] },
          },
        },
        trackingParams: trackingParams(`arthdr:${id}`),
      },
    },
    trackingParams: trackingParams(`artpage:${id}`),
  };
}
