/**
 * Shared by the Deezer contract tests: the recorded bodies (`@segue/recorded`, data/deezer), split
 * into answers and in-body errors, and what a mapped track must say about the body it came from.
 */
import { recordingsOf, type Recording } from '@segue/recorded';
import { expect } from 'vitest';
import type { PlatformTrack } from '../../../src/platforms/types';

/** A Deezer object as recorded: read loosely, the tests compare against it field by field. */
export type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The first picture URL that names an image: Deezer writes `…/images/artist//…` (no md5) for none. */
export function picture(...urls: Array<string | null | undefined>): string {
  return urls.find((url) => url && !/\/images\/[a-z]+\/\/\d/.test(url)) ?? '';
}

/**
 * A Deezer CDN picture at Segue's documented cover size (640 × 640, README "Covers"): the CDN
 * serves any `{n}x{n}` its URL names, so `…/1000x1000-000000-80-0-0.jpg` becomes `…/640x640-…`.
 */
export function atCoverSize(url: string): string {
  return url.replace(/(\.dzcdn\.net\/images\/[a-z_]+\/[0-9a-f]+)\/\d+x\d+-(?=[^/]*$)/, '$1/640x640-');
}

/** The first picture that names an image (`picture`), at the cover size. */
export const coverPicture = (...urls: Array<string | null | undefined>): string => atCoverSize(picture(...urls));

export const isErrorBody = (body: unknown): boolean => typeof body === 'object' && body !== null && 'error' in body;

/** The recordings of an endpoint that answer it (no error bodies). */
export function answersOf(endpoint: string): Recording[] {
  const found = recordingsOf('deezer', endpoint).filter((r) => !isErrorBody(r.body));
  if (found.length === 0) throw new Error(`no recorded answer for ${endpoint}`);
  return found;
}

/** The track's title as Deezer shows it: `title`, plus `title_version` when the title lacks it. */
export function shownTitle(row: Body): string {
  const version = typeof row.title_version === 'string' ? row.title_version.trim() : '';
  return version && !String(row.title).includes(version) ? `${row.title} ${version}` : String(row.title);
}

const explicitOf = (row: Body): boolean =>
  typeof row.explicit_lyrics === 'boolean' ? row.explicit_lyrics : row.explicit_content_lyrics === 1 || row.explicit_content_lyrics === 4;

/**
 * The fields every mapped track must take from its row: id, title, duration, ISRC when sent,
 * explicit, URL, preview, release date and the album (the album the row was listed on, else the row's).
 */
export function expectTrackFrom(track: PlatformTrack | undefined, row: Body, album?: Body): void {
  expect(track, `track ${row.id}`).toBeDefined();
  // The album the row was listed on names its title, date and cover; a row's own `album` is a
  // reference without a date.
  const onAlbum: Body | undefined = album ?? row.album;
  expect(track).toMatchObject({
    platform: 'deezer',
    id: String(row.id),
    title: shownTitle(row),
    durationMs: row.duration * 1000,
    explicit: explicitOf(row),
    url: row.link,
    preview: row.preview ?? '',
  });
  // The album position, for the matcher's release evidence (full tracks and album rows carry it).
  expect(track!.trackNumber).toBe(row.track_position || undefined);
  expect(track!.discNumber).toBe(row.disk_number || undefined);
  if (row.isrc) expect(track!.isrc).toBe(String(row.isrc).toUpperCase());
  else expect(track!.isrc).toBeUndefined();
  if (onAlbum) {
    expect(track!.album).toBe(onAlbum.title);
    expect(track!.albumId).toBe(String(onAlbum.id));
    const cover = coverPicture(onAlbum.cover_xl, onAlbum.cover_big, onAlbum.cover_medium, onAlbum.cover);
    if (cover) expect(track!.cover).toBe(cover);
  }
  // The date the body names (the track's, else its album's), or none: playlist and search rows
  // name none and are given none (`time_add` is when the row was added, not a release date).
  const date = String(row.release_date ?? onAlbum?.release_date ?? '');
  expect(track!.releaseDate).toBe(date === '0000-00-00' ? '' : date);
  if (!row.contributors) expect(track!.artists).toEqual([row.artist.name]);
  // A row without contributors names its main artist alone: the matcher must not read a guest as absent.
  expect(track!.mainArtistOnly).toBe(row.contributors ? undefined : true);
}
