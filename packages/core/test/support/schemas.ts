import type { z } from 'zod';

// Examples in the API's documented shapes, around one recording that every platform carries
// ("Die With A Smile", ISRC USUM72409273), plus a helper that lists where a parse failed.

export const spotifyTrack = {
  id: '2plbrEY59IikOBgBGLjaoe',
  title: 'Die With A Smile',
  artists: ['Lady Gaga', 'Bruno Mars'],
  album: 'Die With A Smile',
  url: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe',
  cover: 'https://i.scdn.co/image/ab67616d0000b27382ea2e9e1858aa012c57cd45',
  released: '2024-08-16',
  duration: '4:11',
  duration_milli: 251667,
  explicit: false,
  preview: '',
  isrc: 'USUM72409273',
};

export const deezerTrack = {
  id: '2947516331',
  title: 'Die With A Smile',
  artists: ['Lady Gaga', 'Bruno Mars'],
  album: 'Die With A Smile',
  url: 'https://www.deezer.com/track/2947516331',
  cover: 'https://cdn-images.dzcdn.net/images/cover/4b6b3d8a2d9c5e0b6f3b1a3f4d2c1e0f/500x500-000000-80-0-0.jpg',
  release_date: '2024-08-16T00:00:00.000+00:00',
  duration: '4:10',
  duration_milli: 250000,
  explicit: false,
  preview: 'https://cdnt-preview.dzcdn.net/api/1/1/4/b/4/0/4b4f1.mp3',
  isrc: 'USUM72409273',
  match: { method: 'isrc', confidence: 0.98 },
};

export const ytmusicTrack = {
  id: 'kPa7bsKwL-c',
  title: 'Die With A Smile',
  artists: ['Lady Gaga', 'Bruno Mars'],
  album: '',
  url: 'https://music.youtube.com/watch?v=kPa7bsKwL-c',
  cover: '',
  released: '',
  duration: '4:12',
  duration_milli: 252000,
  explicit: false,
  preview: '',
  match: { method: 'search', confidence: 0.91 },
};

export const TASK_ID = '0b6f4a52-8d0e-4c47-9d3c-5e2f7a1b9c10';
export const USER_ID = '5f0c2a3e-6b1d-4e8f-a2c4-9d7e1b3f5a60';

/** Paths of every issue of a failed parse, dot-joined (`platforms.napster`); [] when it parsed. */
export function issuePaths(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

/** A copy of `value` without `key`, for missing-field cases. */
export function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...value };
  delete copy[key];
  return copy;
}
