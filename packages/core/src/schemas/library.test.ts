import { describe, expect, it } from 'vitest';
import {
  HistoryTrackSchema,
  LibraryAlbumSchema,
  LibraryArtistSchema,
  LibraryPlaylistPageSchema,
  LibraryPlaylistSchema,
} from './library';
import { deezerTrack, issuePaths, spotifyTrack, without } from '../../test/support/schemas';

const deezerPlaylist = {
  id: '11336219744',
  title: 'CoolPlaylist',
  description: '',
  duration_millis: 3_723_000,
  duration: '62:03',
  public: true,
  collaborative: false,
  nb_tracks: 14,
  url: 'https://www.deezer.com/playlist/11336219744',
  cover: 'https://cdn-images.dzcdn.net/images/playlist/0f1e2d3c4b5a69788796a5b4c3d2e1f0/500x500-000000-80-0-0.jpg',
  created_at: '2025-01-12T18:04:11.000+00:00',
  checksum: '7d0d5b1f0bbd6f9a5e3f0c1b2a3d4e5f',
  owner: 'nate',
  fans: 3,
};

// Spotify lists fewer fields: no description when unset, no duration, no creation date.
const spotifyPlaylist = {
  id: '3cEYpjA9oz9GiPac4AsH4n',
  title: 'Road trip',
  public: false,
  collaborative: true,
  nb_tracks: 0,
  url: 'https://open.spotify.com/playlist/3cEYpjA9oz9GiPac4AsH4n',
  cover: '',
  checksum: 'AAAAB8C3iZkz2b1dtBmBJ2Gk3mRJVj9s',
  owner: 'tootallnate',
};

const album = {
  id: '629506181',
  title: 'Die With A Smile',
  url: 'https://www.deezer.com/album/629506181',
  release_date: '2024-08-16',
  explicit: false,
  track_count: 1,
  artists: ['Lady Gaga', 'Bruno Mars'],
  cover: 'https://cdn-images.dzcdn.net/images/cover/4b6b3d8a2d9c5e0b6f3b1a3f4d2c1e0f/500x500-000000-80-0-0.jpg',
};

const artist = {
  id: '1HY2Jd0NmPuamShAr6KMms',
  name: 'Lady Gaga',
  url: 'https://open.spotify.com/artist/1HY2Jd0NmPuamShAr6KMms',
  cover: 'https://i.scdn.co/image/ab6761610000e5ebc8d3d98a1bccbe71393dbfbf',
  followers: 31_000_000,
  genres: ['art pop', 'dance pop'],
};

describe('library records', () => {
  it('reads playlists with and without the optional fields', () => {
    expect(LibraryPlaylistSchema.parse(deezerPlaylist).fans).toBe(3);
    expect(LibraryPlaylistSchema.parse({ ...spotifyPlaylist, created_at: '' }).created_at).toBe('');
    const page = LibraryPlaylistPageSchema.parse({ total: 2, payload: [deezerPlaylist, spotifyPlaylist] });
    expect(page.payload.map((p) => p.id)).toEqual(['11336219744', '3cEYpjA9oz9GiPac4AsH4n']);
  });

  it.each([
    ['public', without(spotifyPlaylist, 'public')],
    ['checksum', without(spotifyPlaylist, 'checksum')],
    ['nb_tracks', { ...spotifyPlaylist, nb_tracks: '14' }],
    ['duration', { ...deezerPlaylist, duration: '1:02:03' }],
    ['created_at', { ...deezerPlaylist, created_at: '2025-01-12 18:04:11' }],
    ['fans', { ...deezerPlaylist, fans: 1.5 }],
  ])('rejects a playlist with a bad %s', (path, value) => {
    expect(issuePaths(LibraryPlaylistSchema, value)).toEqual([path]);
  });

  it('reads albums with a calendar date only, or none', () => {
    expect(LibraryAlbumSchema.parse(album).track_count).toBe(1);
    expect(LibraryAlbumSchema.parse({ ...album, release_date: '' }).release_date).toBe('');
    expect(issuePaths(LibraryAlbumSchema, { ...album, release_date: '2024' })).toEqual(['release_date']);
    expect(issuePaths(LibraryAlbumSchema, { ...album, release_date: '2024-08-16T00:00:00.000Z' })).toEqual([
      'release_date',
    ]);
    expect(issuePaths(LibraryAlbumSchema, { ...album, artists: [] })).toEqual(['artists']);
    expect(issuePaths(LibraryAlbumSchema, without(album, 'explicit'))).toEqual(['explicit']);
  });

  it('reads artists with optional followers and genres', () => {
    expect(LibraryArtistSchema.parse(artist).genres).toEqual(['art pop', 'dance pop']);
    expect(LibraryArtistSchema.parse(without(without(artist, 'followers'), 'genres'))).not.toHaveProperty('genres');
    expect(issuePaths(LibraryArtistSchema, { ...artist, genres: 'pop' })).toEqual(['genres']);
    expect(issuePaths(LibraryArtistSchema, without(artist, 'name'))).toEqual(['name']);
  });

  it('reads history tracks under `released` only', () => {
    const played = HistoryTrackSchema.parse({ ...spotifyTrack, played_at: '2026-11-20T21:14:03.512+01:00' });
    expect(played.released).toBe('2024-08-16');
    expect(issuePaths(HistoryTrackSchema, { ...deezerTrack })).toEqual(['released']);
    expect(issuePaths(HistoryTrackSchema, { ...spotifyTrack, played_at: 'yesterday' })).toEqual(['played_at']);
  });
});
