/** Apple Music's id, title, account, token and link conventions for the shared sandbox code. */
import { applePlaylistId, BASE62, draw, numericId, spotifyId } from '../ids';
import { featClause } from '../catalog/platform-title';
import { defineSimulatedPlatform } from '../platform-kit/simulated-platform';
import type { SeededRandom } from '../seeded-random';
import { randomBase64, randomString } from '../user-state/token-formats';

/** Catalog song and album ids have about 10 digits. */
const catalogId = (random: SeededRandom): string => numericId(random, 1_000_000_000, 1_799_999_999);

/** A readable slug before the id in web links; any slug resolves, so a plain one is enough. */
export function webSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return encodeURIComponent(slug || 'item');
}

export const profile = defineSimulatedPlatform({
  key: 'applemusic',
  ids: {
    track: catalogId,
    album: catalogId,
    artist: (random) => numericId(random, 100_000_000, 1_799_999_999),
    playlist: applePlaylistId,
    // Library playlists have `p.` ids, unlike catalog `pl.` ones. Runtime ones keep the head of
    // a longer draw, so the ids of playlists created at runtime stay what they were for a seed.
    userPlaylist: (random) => `p.${draw(random, BASE62, 14)}`,
    createdPlaylist: (random) => `p.${spotifyId(random).slice(0, 14)}`,
  },
  title: ({ title, version, featuring }) => {
    const feat = featClause(featuring);
    if (!version) return `${title}${feat}`;
    return feat ? `${title}${feat} [${version}]` : `${title} (${version})`;
  },
  artists: (main) => [...main],
  albumTitle: (album) => (album.type === 'single' ? `${album.title} - Single` : album.title),
  wholeSeconds: false,
  isrc: true,
  account: {
    // Apple Music exposes no user id; a stable opaque number stands in for the Apple ID's.
    id: (random) => numericId(random, 10_000_000_000, 29_999_999_999),
    plans: ['individual', 'student', 'family'],
    username: (_id, n) => `listener${n}`,
  },
  // A Music-User-Token is a long base64 blob; codes are not part of MusicKit's flow.
  secret: (kind) => (kind === 'access' ? `A${randomBase64(220)}` : randomString(64)),
  webUrl: (kind, id, title) => `https://music.apple.com/us/${kind === 'track' ? 'song' : kind}/${webSlug(title)}/${id}`,
});
