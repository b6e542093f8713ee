/**
 * Deezer's user object (`/user/me`) and the items of the user's lists. Shapes follow the
 * reference (https://developers.deezer.com/api/user) and deezer-python's recorded user
 * responses: list items carry `time_add` (Unix seconds), history items `timestamp`.
 */
import type { PlatformAccount, Playlist, SandboxUser } from '../catalog/model';
import { stableHash, stableHex } from '../platform-kit/stable-hash';
import { imageFields, md5Of } from './deezer-images';
import type { DeezerView, Json } from './deezer-objects';

/** `status`: 0 free, 1 premium, 2 family (the plan names of generate-users). Unverified mapping. */
const STATUS: Record<string, number> = { free: 0, premium: 1, family: 2 };

export function unixSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

export function userObject(view: DeezerView, user: SandboxUser, account: PlatformAccount, withEmail: boolean): Json {
  const id = Number(account.id);
  const [firstname = '', ...rest] = user.displayName.split(' ');
  const h = stableHash(`deezer-user-${user.id}`);
  const birthday = `${1970 + (h % 35)}-${String(1 + (h % 12)).padStart(2, '0')}-${String(1 + (h % 28)).padStart(2, '0')}`;
  return {
    id,
    name: account.username,
    lastname: rest.join(' '),
    firstname,
    ...(withEmail ? { email: user.email } : {}),
    status: STATUS[account.plan] ?? 0,
    birthday,
    inscription_date: `${2010 + (h % 15)}-${String(1 + ((h >> 4) % 12)).padStart(2, '0')}-${String(1 + ((h >> 8) % 28)).padStart(2, '0')}`,
    gender: ['F', 'M', ''][h % 3],
    link: `https://www.deezer.com/profile/${id}`,
    ...imageFields('picture', 'user', `${view.apiBase}/user/${id}`, md5Of(user.imageSeed)),
    country: user.country,
    lang: user.country === 'FR' ? 'FR' : user.country === 'DE' ? 'DE' : 'EN',
    is_kid: false,
    explicit_content_level: 'explicit_display',
    explicit_content_levels_available: ['explicit_display', 'explicit_no_recommendation', 'explicit_hide'],
    tracklist: `${view.apiBase}/user/${id}/flow`,
    type: 'user',
  };
}

/** The creator of a playlist: its sandbox owner's Deezer account, else an id derived from the name. */
export function playlistCreator(view: DeezerView, playlist: Playlist): Json {
  const account = playlist.ownerUserId ? view.catalog.index.user(playlist.ownerUserId)?.accounts.deezer : undefined;
  const id = account ? Number(account.id) : 1_000_000 + (stableHash(playlist.ownerName) % 4_000_000_000);
  return { id, name: account?.username ?? playlist.ownerName, tracklist: `${view.apiBase}/user/${id}/flow`, type: 'user' };
}

/**
 * "The checksum for the track list" (https://developers.deezer.com/api/playlist): a digest of the
 * tracks in order, so any change of them (a reorder too) gives a new one and putting a list back
 * gives the old one. Deezer's own input is unknown: an empty recorded playlist's checksum is not
 * the MD5 of nothing (packages/recorded/data/deezer/playlist-11356820724-empty.json), so the
 * playlist's id goes in too.
 */
export function playlistChecksum(playlist: Playlist): string {
  return stableHex(`checksum-${playlist.id}-${playlist.recordingIds.join(',')}`, 32);
}

export function userPlaylistItem(view: DeezerView, playlist: Playlist, timeAdd: number): Json {
  const id = playlist.platformId;
  const md5 = md5Of(playlist.imageSeed);
  const duration = playlist.recordingIds.reduce((s, rid) => s + Math.round((view.catalog.index.recording(rid)?.platforms.deezer?.durationMs ?? 0) / 1000), 0);
  return {
    id: Number(id),
    title: playlist.title,
    duration,
    public: playlist.public ?? true,
    is_loved_track: false,
    collaborative: playlist.collaborative ?? false,
    nb_tracks: playlist.recordingIds.length,
    fans: stableHash(`fans-${playlist.id}`) % 50_000,
    link: `https://www.deezer.com/playlist/${id}`,
    ...imageFields('picture', 'playlist', `${view.apiBase}/playlist/${id}`, md5),
    checksum: playlistChecksum(playlist),
    creation_date: playlist.createdAt.replace('T', ' ').replace(/(\.\d+)?Z$/, ''),
    time_add: timeAdd,
    time_mod: Math.max(timeAdd, unixSeconds(playlist.modifiedAt ?? playlist.createdAt)),
    md5_image: md5,
    picture_type: 'playlist',
    creator: playlistCreator(view, playlist),
    type: 'playlist',
    tracklist: `${view.apiBase}/playlist/${id}/tracks`,
  };
}
