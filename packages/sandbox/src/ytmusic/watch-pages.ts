import { responseContext } from './response-context';
import { SEPARATOR, artistRuns, browseEndpoint, durationText, durationWords, musicVideoType, thumbnails, trackingParams, videoCounterpartOf, watchEndpoint } from './yt-text';
import { setVideoId } from './song-item';
import type { YtTrack, YtView } from './yt-view';

/** How many entries the first answer of a radio queue holds after the song itself. */
const QUEUE_FOLLOWERS = 9;

/** One queue entry: a plain song, or a song wrapped with its music video as counterpart. */
function queueEntry(view: YtView, track: YtTrack, queueId: string, index: number): Record<string, unknown> {
  const { listing } = track;
  const album = view.album(listing.albumId);
  const albumListing = album?.platforms.ytmusic;
  const artists = view.trackArtists(track);
  const byline = [
    ...artistRuns(artists),
    ...(albumListing ? [SEPARATOR, { text: albumListing.title, navigationEndpoint: browseEndpoint(albumListing.id, 'MUSIC_PAGE_TYPE_ALBUM') }] : []),
    ...(album ? [SEPARATOR, { text: album.releaseDate.slice(0, 4) }] : []),
  ];
  const setId = setVideoId(queueId, index);
  const panelItem = {
    playlistPanelVideoRenderer: {
      title: { runs: [{ text: listing.title }] },
      longBylineText: { runs: byline },
      thumbnail: { thumbnails: thumbnails(album?.imageSeed ?? listing.id, [60, 120, 180, 226, 544]) },
      lengthText: { runs: [{ text: durationText(listing.durationMs) }], accessibility: { accessibilityData: { label: durationWords(listing.durationMs) } } },
      selected: index === 0,
      navigationEndpoint: watchEndpoint(listing.id, queueId, { index, playlistSetVideoId: setId }, musicVideoType(listing.videoType)),
      videoId: listing.id,
      shortBylineText: { runs: [{ text: listing.artists.join(' & ') }] },
      ...(listing.explicit
        ? { badges: [{ musicInlineBadgeRenderer: { icon: { iconType: 'MUSIC_EXPLICIT_BADGE' }, accessibilityData: { accessibilityData: { label: 'Explicit' } } } }] }
        : {}),
      trackingParams: trackingParams(`panel:${listing.id}:${index}`),
      playlistSetVideoId: setId,
      canReorder: true,
    },
  };
  // A song that also has a music video comes wrapped, the video as its counterpart
  // (next-wrapped-radio-2025-06.json; ytmusicapi parsers/watch.py). A video has none.
  const counterpart = listing.videoType ? undefined : videoCounterpartOf(listing.id);
  if (!counterpart) return panelItem;
  return {
    playlistPanelVideoWrapperRenderer: {
      primaryRenderer: panelItem,
      counterpart: [
        {
          counterpartRenderer: { playlistPanelVideoRenderer: counterpartVideo(listing, artists, counterpart, queueId) },
          segmentMap: { segment: [{ primaryVideoStartTimeMilliseconds: '0', counterpartVideoStartTimeMilliseconds: '0', durationMilliseconds: String(listing.durationMs) }] },
        },
      ],
    },
  };
}

/** The songs a radio of `track` plays next: the artist's other songs, then the catalog's following ones. */
function followers(view: YtView, track: YtTrack): YtTrack[] {
  const artist = view.catalog.index.artist(track.recording.artistIds[0] ?? '');
  const own = artist ? view.artistTracks(artist) : [];
  const start = view.catalog.recordings.indexOf(track.recording);
  const after = view.catalog.recordings.slice(start + 1, start + 1 + QUEUE_FOLLOWERS * 2).flatMap((r) => {
    const t = view.track(r.platforms.ytmusic?.id ?? '');
    return t ? [t] : [];
  });
  const seen = new Set([track.listing.id]);
  return [...own, ...after].filter((t) => !seen.has(t.listing.id) && seen.add(t.listing.id)).slice(0, QUEUE_FOLLOWERS);
}

/**
 * `next` with a `videoId`: the watch page's "Up next" queue, a radio whose first (selected) entry
 * is the song itself (title, byline artists • album • year, length) followed by other songs, each
 * plain or wrapped with its music video. This is how InnerTube clients read one song's metadata.
 */
export function watchNextPage(view: YtView, track: YtTrack, playlistId: string | undefined): Record<string, unknown> {
  const { listing } = track;
  const queueId = playlistId ?? `RDAMVM${listing.id}`;
  const entries = [track, ...followers(view, track)].map((t, i) => queueEntry(view, t, queueId, i));
  return {
    responseContext: responseContext(),
    contents: {
      singleColumnMusicWatchNextResultsRenderer: {
        tabbedRenderer: {
          watchNextTabbedResultsRenderer: {
            tabs: [
              {
                tabRenderer: {
                  title: 'Up next',
                  content: {
                    musicQueueRenderer: {
                      content: {
                        playlistPanelRenderer: {
                          contents: entries,
                          playlistId: queueId,
                          isInfinite: true,
                          continuations: [{ nextRadioContinuationData: { continuation: trackingParams(`radio:${queueId}`), clickTrackingParams: trackingParams(`radioclick:${queueId}`) } }],
                          numItemsToShow: 25,
                          trackingParams: trackingParams(`ppr:${listing.id}`),
                        },
                      },
                      hack: true,
                      header: {
                        musicQueueHeaderRenderer: {
                          title: { runs: [{ text: 'Playing from' }] },
                          subtitle: { runs: [{ text: `${listing.title} Radio` }] },
                          trackingParams: trackingParams(`qhdr:${listing.id}`),
                        },
                      },
                    },
                  },
                  trackingParams: trackingParams(`upnext:${listing.id}`),
                },
              },
              {
                tabRenderer: {
                  endpoint: browseEndpoint(`MPLYt_${listing.id}`, 'MUSIC_PAGE_TYPE_TRACK_LYRICS'),
                  title: 'Lyrics',
                  trackingParams: trackingParams(`lyr:${listing.id}`),
                },
              },
              {
                tabRenderer: {
                  endpoint: browseEndpoint(`MPTRt_${listing.id}`, 'MUSIC_PAGE_TYPE_TRACK_RELATED'),
                  title: 'Related',
                  trackingParams: trackingParams(`rel:${listing.id}`),
                },
              },
            ],
          },
        },
      },
    },
    // The current video without its music config, as recorded.
    currentVideoEndpoint: {
      clickTrackingParams: trackingParams(`current:${listing.id}`),
      watchEndpoint: { videoId: listing.id, playlistId: queueId, index: 0, playlistSetVideoId: setVideoId(queueId, 0) },
    },
    trackingParams: trackingParams(`next:${listing.id}`),
  };
}

/** The official video of a song: same title, the channel's byline with a view count, a few seconds longer. */
function counterpartVideo(
  listing: YtTrack['listing'],
  artists: { name: string; id?: string }[],
  videoId: string,
  playlistId: string | undefined,
): Record<string, unknown> {
  const durationMs = listing.durationMs + 3_000;
  return {
    title: { runs: [{ text: listing.title }] },
    longBylineText: { runs: [...artistRuns(artists), SEPARATOR, { text: `${(listing.durationMs % 900) + 10}M views` }] },
    thumbnail: { thumbnails: [{ url: `https://i.ytimg.com/vi/${videoId}/sddefault.jpg`, width: 640, height: 480 }] },
    lengthText: { runs: [{ text: durationText(durationMs) }], accessibility: { accessibilityData: { label: durationWords(durationMs) } } },
    navigationEndpoint: {
      clickTrackingParams: trackingParams(`omvclick:${videoId}`),
      watchEndpoint: {
        videoId,
        ...(playlistId ? { playlistId } : {}),
        watchEndpointMusicSupportedConfigs: { watchEndpointMusicConfig: { musicVideoType: 'MUSIC_VIDEO_TYPE_OMV' } },
      },
    },
    videoId,
    shortBylineText: { runs: [{ text: listing.artists.join(' & ') }] },
    trackingParams: trackingParams(`omv:${videoId}`),
    canReorder: false,
  };
}

/** `player` with a video id: `videoDetails` with the length in seconds (a string, as YouTube sends it). */
export function playerPage(view: YtView, track: YtTrack | undefined): Record<string, unknown> {
  if (!track) {
    return { responseContext: responseContext(), playabilityStatus: { status: 'ERROR', reason: 'Video unavailable' } };
  }
  const { listing } = track;
  const artists = view.trackArtists(track);
  return {
    responseContext: responseContext(),
    playabilityStatus: { status: 'OK', playableInEmbed: true },
    videoDetails: {
      videoId: listing.id,
      title: listing.title,
      lengthSeconds: String(Math.round(listing.durationMs / 1000)),
      channelId: artists.find((a) => a.id)?.id ?? '',
      isOwnerViewing: false,
      isCrawlable: true,
      thumbnail: { thumbnails: thumbnails(view.album(listing.albumId)?.imageSeed ?? listing.id, [60, 120, 180, 226, 544]) },
      allowRatings: true,
      viewCount: String(1000 + (listing.durationMs % 997_331)),
      author: listing.artists[0] ?? '',
      isPrivate: false,
      isUnpluggedCorpus: false,
      musicVideoType: musicVideoType(listing.videoType),
      isLiveContent: false,
    },
    microformat: {
      microformatDataRenderer: { urlCanonical: `https://music.youtube.com/watch?v=${listing.id}`, title: `${listing.title} - YouTube Music` },
    },
    trackingParams: trackingParams(`player:${listing.id}`),
  };
}
