import type { Album, Artist, Catalog, Listing, Playlist, Recording } from '../catalog/model';
import type { CreditedChannel } from './yt-text';

export interface YtTrack {
  recording: Recording;
  listing: Listing;
}

/** YouTube Music's slice of the ground truth. */
export interface YtView {
  catalog: Catalog;
  track(videoId: string): YtTrack | undefined;
  album(browseId: string): Album | undefined;
  artist(channelId: string): Artist | undefined;
  playlist(playlistId: string): Playlist | undefined;
  albumTracks(album: Album): YtTrack[];
  playlistTracks(playlist: Playlist): YtTrack[];
  artistTracks(artist: Artist): YtTrack[];
  artistAlbums(artist: Artist): Album[];
  /** Each listed artist name with its channel id when the catalog knows it (a `<name> - Topic` credit: the Topic channel's). */
  trackArtists(track: YtTrack): CreditedChannel[];
}

export function ytView(catalog: Catalog): YtView {
  const { index } = catalog;
  const trackOf = (recording: Recording | undefined): YtTrack | undefined => {
    const listing = recording?.platforms.ytmusic;
    return recording && listing ? { recording, listing } : undefined;
  };
  let byArtist: Map<string, { tracks: YtTrack[]; albums: Album[] }> | undefined;
  const artistIndex = () => {
    if (byArtist) return byArtist;
    const map = new Map<string, { tracks: YtTrack[]; albums: Album[] }>();
    const entry = (id: string) => {
      let e = map.get(id);
      if (!e) map.set(id, (e = { tracks: [], albums: [] }));
      return e;
    };
    for (const rec of catalog.recordings) {
      const t = trackOf(rec);
      if (t && rec.artistIds[0]) entry(rec.artistIds[0]).tracks.push(t);
    }
    for (const album of catalog.albums) if (album.platforms.ytmusic && album.artistIds[0]) entry(album.artistIds[0]).albums.push(album);
    byArtist = map;
    return map;
  };
  // An album's audio playlist (`OLAK5uy_…`) browses like any playlist: its tracks in album order.
  let albumPlaylists: Map<string, Album> | undefined;
  const albumPlaylist = (playlistId: string): Playlist | undefined => {
    if (!albumPlaylists) {
      albumPlaylists = new Map();
      for (const album of catalog.albums) {
        const pid = album.platforms.ytmusic?.playlistId;
        if (pid) albumPlaylists.set(pid, album);
      }
    }
    const album = albumPlaylists.get(playlistId);
    const listing = album?.platforms.ytmusic;
    if (!album || !listing) return undefined;
    const recordingIds = album.recordingIds
      .map((id) => index.recording(id))
      .filter((r): r is Recording => r?.platforms.ytmusic?.albumId === listing.id)
      .sort((a, b) => a.platforms.ytmusic!.discNumber - b.platforms.ytmusic!.discNumber || a.platforms.ytmusic!.trackNumber - b.platforms.ytmusic!.trackNumber)
      .map((r) => r.id);
    return {
      id: `album-playlist-${album.id}`,
      platform: 'ytmusic',
      platformId: playlistId,
      title: listing.title,
      description: '',
      ownerName: album.artistIds.map((id) => index.artist(id)?.name ?? '').join(', '),
      recordingIds,
      imageSeed: album.imageSeed,
      createdAt: `${album.releaseDate}T00:00:00Z`,
    };
  };
  // YouTube Music opens an artist's auto-generated Topic channel as the artist's page.
  let topics: Map<string, Artist> | undefined;
  const topicArtist = (channelId: string): Artist | undefined => {
    topics ??= new Map(catalog.artists.flatMap((a) => (a.topicChannelId ? [[a.topicChannelId, a] as const] : [])));
    return topics.get(channelId);
  };
  return {
    catalog,
    track: (videoId) => trackOf(index.recordingByPlatformId('ytmusic', videoId)),
    album: (browseId) => (browseId === '' ? undefined : index.albumByPlatformId('ytmusic', browseId)),
    artist: (channelId) => index.artistByPlatformId('ytmusic', channelId) ?? topicArtist(channelId),
    playlist: (playlistId) => index.playlistByPlatformId('ytmusic', playlistId) ?? albumPlaylist(playlistId),
    albumTracks(album) {
      const id = album.platforms.ytmusic?.id;
      return album.recordingIds
        .map((r) => trackOf(index.recording(r)))
        .filter((t): t is YtTrack => t !== undefined && t.listing.albumId === id)
        .sort((a, b) => a.listing.discNumber - b.listing.discNumber || a.listing.trackNumber - b.listing.trackNumber);
    },
    playlistTracks(playlist) {
      return playlist.recordingIds.map((r) => trackOf(index.recording(r))).filter((t): t is YtTrack => t !== undefined);
    },
    artistTracks: (artist) => artistIndex().get(artist.id)?.tracks ?? [],
    artistAlbums: (artist) => artistIndex().get(artist.id)?.albums ?? [],
    trackArtists({ recording, listing }) {
      const credited = [...recording.artistIds, ...recording.featuredArtistIds, ...(recording.composerId ? [recording.composerId] : [])]
        .map((id) => index.artist(id))
        .filter((a): a is Artist => !!a);
      return listing.artists.map((name) => {
        const artist = credited.find((a) => a.name === name);
        const topic = artist ? undefined : credited.find((a) => a.topicChannelId && `${a.name} - Topic` === name);
        const id = artist?.platformIds.ytmusic ?? topic?.topicChannelId;
        return { name, ...(id ? { id } : {}), ...(artist?.channel ? { channel: true } : {}) };
      });
    },
  };
}
