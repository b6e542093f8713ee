/**
 * `/playlist/{id}` embeds only the first 400 tracks, which is why clients page
 * `/playlist/{id}/tracks` (https://stackoverflow.com/questions/22639745/deezer-api-get-more-than-400-songs-from-a-playlist,
 * https://github.com/LMS-Community/slimserver/issues/423). Playlist track items carry `time_add`.
 *
 * `Playlist.oddEntries` are left out: the public API lists catalog tracks only. Personal MP3
 * uploads carry negative ids in the private gateway API the web player uses (deemix reads them
 * there as local tracks), and no recorded public-API playlist holds one or a podcast episode;
 * `nb_tracks` counts what the list holds.
 */
import type { Playlist } from '../catalog/model';
import { stampedEntries, type EntryStamp } from '../catalog/playlist-entries';
import { stableHash } from '../platform-kit/stable-hash';
import { imageFields, md5Of } from './deezer-images';
import { DeezerApiError, deezerErrors } from './deezer-errors';
import type { DeezerView } from './deezer-objects';
import { deezerList, deezerPage } from './deezer-paging';
import { numericId, type DeezerHandler, type DeezerRequest } from './deezer-request';
import { playlistChecksum, playlistCreator } from './user-objects';

export const EMBEDDED_PLAYLIST_TRACKS = 400;

function playlistOf({ catalog, params }: DeezerRequest): Playlist {
  const playlist = catalog.index.playlistByPlatformId('deezer', numericId(params[0]));
  if (!playlist) throw new DeezerApiError(deezerErrors.noData());
  return playlist;
}

/** When the entry was added: its stamp's time, else one derived from where the catalog put it. */
function timeAdd(playlist: Playlist, stamp: EntryStamp): number {
  if (stamp.addedAt) return Math.floor(Date.parse(stamp.addedAt) / 1000);
  const position = Number(stamp.key);
  return Math.floor(Date.parse(playlist.createdAt) / 1000) + position * 3_600 + (stableHash(`${playlist.id}-${position}`) % 3_600);
}

/** The playlist's tracks with their stamps (Deezer playlists hold catalog tracks only). */
function stampedTracks(playlist: Playlist): { recordingId: string; stamp: EntryStamp }[] {
  return stampedEntries(playlist).flatMap(({ entry, stamp }) => (entry.kind === 'recording' ? [{ recordingId: entry.recordingId, stamp }] : []));
}

/**
 * A playlist row: with its ISRC (recorded 2025); inside `/playlist/{id}` the artist has no
 * pictures and the album names its `upc`, in `/playlist/{id}/tracks` the artist has pictures.
 */
function item(view: DeezerView, playlist: Playlist, recordingId: string, stamp: EntryStamp, embedded: boolean, country?: string): unknown {
  const recording = view.catalog.index.recording(recordingId);
  if (!recording) throw new Error(`playlist ${playlist.id} names unknown ${recordingId}`);
  const isrc = recording.platforms.deezer?.isrc;
  const row = view.trackItem(recording, embedded ? 'linked' : 'search', { ...(isrc ? { isrc } : {}), time_add: timeAdd(playlist, stamp) }, country);
  if (!embedded) return row;
  const album = view.albumOf(recording.platforms.deezer!);
  return { ...row, album: { ...(row.album as Record<string, unknown>), upc: album.platforms.deezer?.upc ?? album.upc } };
}

const checksum = playlistChecksum;

function deezerDate(iso: string): string {
  return iso.replace('T', ' ').replace(/Z$/, '');
}

export const getPlaylist: DeezerHandler = (r) => {
  const { view } = r;
  const playlist = playlistOf(r);
  const id = playlist.platformId;
  const md5 = md5Of(playlist.imageSeed);
  const duration = playlist.recordingIds.reduce((s, rid) => s + Math.round((view.catalog.index.recording(rid)?.platforms.deezer?.durationMs ?? 0) / 1000), 0);
  return {
    id: Number(id),
    title: playlist.title,
    description: playlist.description,
    duration,
    public: playlist.public ?? true,
    is_loved_track: false,
    collaborative: playlist.collaborative ?? false,
    nb_tracks: playlist.recordingIds.length,
    fans: stableHash(`fans-${playlist.id}`) % 50_000,
    link: `https://www.deezer.com/playlist/${id}`,
    share: view.share('playlist', id),
    ...imageFields('picture', 'playlist', `${view.apiBase}/playlist/${id}`, md5),
    checksum: checksum(playlist),
    tracklist: `${view.apiBase}/playlist/${id}/tracks`,
    creation_date: deezerDate(playlist.createdAt),
    md5_image: md5,
    picture_type: 'playlist',
    creator: playlistCreator(view, playlist),
    type: 'playlist',
    tracks: {
      data: stampedTracks(playlist).slice(0, EMBEDDED_PLAYLIST_TRACKS).map((t) => item(view, playlist, t.recordingId, t.stamp, true, r.country)),
      checksum: checksum(playlist),
    },
  };
};

export const getPlaylistTracks: DeezerHandler = (r) => {
  const playlist = playlistOf(r);
  return deezerList(stampedTracks(playlist), deezerPage(r.url.searchParams), r.view.apiBase, r.url, (t) => item(r.view, playlist, t.recordingId, t.stamp, false, r.country), {
    checksum: checksum(playlist),
  });
};
