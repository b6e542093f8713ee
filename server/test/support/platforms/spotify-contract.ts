/**
 * What the Spotify contract tests share: the adapter and library built on a loopback platform
 * answering with recorded bodies, and the expectations that read what a mapped track or album
 * must say from the recorded body itself.
 */
import { recording, type Recording } from '@segue/recorded';
import { expect } from 'vitest';
import type { TokenSource } from '../../../src/platforms/kit/token-cache';
import { normalizeReleaseDate } from '../../../src/platforms/release-date';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from './recorded-platform';
import type { PlatformAlbum, PlatformTrack } from '../../../src/platforms/types';
import { createSpotifyAdapter } from '../../../src/platforms/spotify/adapter';
import { createSpotifyLibrary } from '../../../src/platforms/spotify/library';

/** A recorded body, typed loosely for reading expected values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = any;

/**
 * The image of a Spotify `images` list at Segue's documented cover size (640 px, README
 * "Covers"): the 640 px one Spotify lists beside 300 and 64 (or 1000, 640, 200 and 64 for artists),
 * else the smallest larger one, else the largest; a list without sizes gives its first.
 */
export function coverOf(images: Body[] | null | undefined): string {
  const list: Body[] = (images ?? []).filter(Boolean);
  if (!list.some((i) => typeof i.width === 'number')) return list[0]?.url ?? '';
  const exact = list.find((i) => i.width === 640);
  if (exact) return exact.url;
  const larger = list.filter((i) => (i.width ?? 0) > 640).sort((a, b) => a.width - b.width);
  return (larger[0] ?? [...list].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0])?.url ?? '';
}

export const spotify = (file: string): Recording => recording('spotify', file);
export const bodyOf = (file: string): Body => spotify(file).body;

/** The client-credentials grant every catalog read starts with. */
export const tokenRoute = (): RecordedRoute => route(spotify('token-client-credentials.json'));

export async function recordedAdapter(routes: RecordedRoute[], market?: string) {
  const platform = await startRecordedPlatform('spotify', [tokenRoute(), ...routes]);
  const adapter = createSpotifyAdapter({
    baseUrls: { api: platform.url, accounts: platform.url },
    credentials: { client_id: 'recorded', client_secret: 'recorded', ...(market ? { market } : {}) },
    http: platform.http,
  });
  return { platform, adapter };
}

const userToken: TokenSource = { get: () => Promise.resolve('user-token'), invalidate: () => undefined };

export async function recordedLibrary(routes: RecordedRoute[]) {
  const platform = await startRecordedPlatform('spotify', routes);
  const library = createSpotifyLibrary({ baseUrls: { api: platform.url, accounts: platform.url }, http: platform.http, userToken });
  return { platform, library };
}

/** Requests to the API host (the token grant aside). */
export const apiRequests = (platform: RecordedPlatform) => platform.requests.filter((r) => r.path.startsWith('/v1/'));

/** The release date a recorded album states: a string, or the earliest API's `{year, month, day}`. */
export function releaseOf(raw: Body): string {
  const date = raw?.release_date;
  if (date && typeof date === 'object') {
    return normalizeReleaseDate([date.year, date.month, date.month ? date.day : null].filter((p) => p != null).map((p, i) => String(p).padStart(i ? 2 : 4, '0')).join('-'));
  }
  return normalizeReleaseDate(date);
}

/** A mapped track against its recorded object (`album` given for an album's simplified tracks). */
export function expectTrack(mapped: PlatformTrack | undefined, raw: Body, album?: Body): void {
  expect(mapped, `track ${raw.id}`).toBeDefined();
  const onAlbum = raw.album ?? album;
  expect(mapped!.id).toBe(raw.id);
  expect(mapped!.title).toBe(raw.name);
  expect(mapped!.artists).toEqual(raw.artists.map((a: Body) => a.name));
  expect(mapped!.durationMs).toBe(raw.duration_ms);
  expect(mapped!.explicit).toBe(raw.explicit);
  // Bare and upper case: Spotify sends some ISRCs hyphenated as printed.
  expect(mapped!.isrc).toBe(raw.external_ids?.isrc?.replaceAll('-', '').toUpperCase());
  expect(mapped!.url).toBe(raw.external_urls.spotify);
  expect(mapped!.preview).toBe(raw.preview_url ?? '');
  // The album position, for the matcher's release evidence; a zero or missing one stays unknown.
  expect(mapped!.trackNumber).toBe(raw.track_number || undefined);
  expect(mapped!.discNumber).toBe(raw.disc_number || undefined);
  if (onAlbum) {
    expect(mapped!.album).toBe(onAlbum.name);
    expect(mapped!.albumId).toBe(onAlbum.id);
    expect(mapped!.releaseDate).toBe(releaseOf(onAlbum));
    expect(mapped!.cover).toBe(coverOf(onAlbum.images));
  }
}

export function expectAlbum(mapped: PlatformAlbum | undefined, raw: Body): void {
  expect(mapped, `album ${raw.id}`).toBeDefined();
  expect(mapped!.id).toBe(raw.id);
  expect(mapped!.title).toBe(raw.name);
  // Early simplified albums (2015 searches) carry no artists and no release date.
  expect(mapped!.artists).toEqual((raw.artists ?? []).map((a: Body) => a.name));
  expect(mapped!.releaseDate).toBe(releaseOf(raw));
  expect(mapped!.cover).toBe(coverOf(raw.images));
  expect(mapped!.url).toBe(raw.external_urls.spotify);
  // Full albums from before `total_tracks` count their track paging.
  expect(mapped!.totalTracks).toBe(raw.total_tracks ?? raw.tracks?.total);
  if (raw.external_ids?.upc) expect(mapped!.upc).toBe(raw.external_ids.upc);
}
