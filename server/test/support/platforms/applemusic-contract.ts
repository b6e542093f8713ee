/**
 * Test support for the Apple Music contract tests: the adapter and library built on a loopback
 * platform that answers with bodies recorded from the real API (`@segue/recorded`), and the
 * expected values read from those bodies, so a mis-mapping fails.
 */
import { generateKeyPairSync } from 'node:crypto';
import { recording, type Recording } from '@segue/recorded';
import type { Credentials } from '../../../src/platforms/registry';
import { createTokenCache } from '../../../src/platforms/kit/token-cache';
import { startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from './recorded-platform';
import { createAppleMusicAdapter } from '../../../src/platforms/applemusic/adapter';
import { createAppleMusicLibrary } from '../../../src/platforms/applemusic/library';
import { artworkUrl } from '../../../src/platforms/applemusic/mappers';

export const apple = (file: string): Recording => recording('applemusic', file);

/** The recorded body as the loose JSON it is, for reading expected values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- recorded JSON is read field by field in assertions
export type Json = any;
export const bodyOf = (file: string): Json => apple(file).body;

const privateKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

export function credentials(storefront = 'us'): Credentials<'applemusic'> {
  return { team_id: 'TEAM123456', key_id: 'KEY1234567', private_key: privateKey, storefront };
}

export async function recordedApple(routes: readonly RecordedRoute[], storefront = 'us') {
  const platform: RecordedPlatform = await startRecordedPlatform('applemusic', routes);
  const adapter = createAppleMusicAdapter({ baseUrls: { api: platform.url }, credentials: credentials(storefront), http: platform.http });
  const library = createAppleMusicLibrary({
    baseUrls: { api: platform.url },
    http: platform.http,
    userToken: createTokenCache(async () => ({ token: 'music-user-token', expiresAt: Date.now() + 3_600_000 })),
    appToken: createTokenCache(async () => ({ token: 'developer-token', expiresAt: Date.now() + 3_600_000 })),
  });
  return { platform, adapter, library };
}

/**
 * An Apple artwork URL at Segue's documented cover size (640 × 640, README "Covers"): the
 * template filled (newer bodies template the crop and format too, `{w}x{h}bb.{f}`), or the size a
 * body names already (`…/440x440bb.jpg`) replaced.
 */
export function appleCover(url: string): string {
  const filled = url.replace('{w}', '640').replace('{h}', '640').replace('{c}', 'bb').replace('{f}', 'jpg');
  return filled.replace(/\/\d+x\d+([a-z]{2}\.(?:jpe?g|png|webp))$/, '/640x640$1');
}

/** What a recorded catalog song must become, read from the song itself. */
export function expectedTrack(song: Json, context: { album?: { id: string; title: string } } = {}) {
  const a = song.attributes;
  const included = (song.relationships?.artists?.data ?? []).map((artist: Json) => artist.attributes?.name).filter(Boolean);
  return {
    platform: 'applemusic',
    id: song.id,
    title: a.name,
    artists: included.length > 0 ? included : [a.artistName],
    album: a.albumName ?? song.relationships?.albums?.data?.[0]?.attributes?.name ?? context.album?.title ?? '',
    durationMs: a.durationInMillis ?? 0,
    ...(a.isrc ? { isrc: a.isrc.toUpperCase() } : {}),
    explicit: a.contentRating === 'explicit',
    releaseDate: a.releaseDate ?? '',
    ...(a.trackNumber ? { trackNumber: a.trackNumber } : {}),
    ...(a.discNumber ? { discNumber: a.discNumber } : {}),
    cover: a.artwork ? appleCover(a.artwork.url) : '',
    preview: a.previews?.[0]?.url ?? '',
    url: a.url,
  };
}

export { artworkUrl };
