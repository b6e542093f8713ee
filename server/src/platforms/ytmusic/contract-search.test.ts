import { recording, type Recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { route } from '../../../test/support/platforms/recorded-platform';
import { SEARCH_FILTERS } from './api';
import {
  COUNT,
  artistNames,
  browseIdOf,
  clockMs,
  findAll,
  flexRuns,
  isExplicitRow,
  recordedYtMusic,
  textOf,
  coverOf,
  type Json,
  type RecordedYtMusic,
} from '../../../test/support/platforms/ytmusic-contract';

let env: RecordedYtMusic | undefined;

/** The rows of the result shelves (not the top result card), in order. */
const shelfRows = (recorded: Recording): Json[] =>
  findAll(findAll(recorded.body, 'sectionListRenderer')[0], 'musicShelfRenderer').flatMap((shelf) =>
    ((shelf.contents as Json[] | undefined) ?? []).map((item) => item.musicResponsiveListItemRenderer as Json).filter(Boolean),
  );

const SONGS = ['search-songs-2023-12.json', 'search-songs-2026-01.json', 'search-songs-corrected-2026-01.json', 'search-videos-2026-01.json'];

describe.each(SONGS)('YouTube Music song search %s', (file) => {
  it('gives every song row as a candidate, mapped from its columns', async () => {
    const recorded = recording('ytmusic', file);
    env = await recordedYtMusic([route(recorded)]);
    const tracks = await env.adapter.searchTracks({ title: 'Song', artists: ['Artist'] }, { limit: 50 });
    const rows = shelfRows(recorded).filter((r) => r.playlistItemData?.videoId);
    expect(tracks.map((t) => t.id)).toEqual(rows.map((r) => r.playlistItemData.videoId));
    tracks.forEach((track, i) => {
      const row = rows[i]!;
      const details = flexRuns(row, 1);
      const album = details.find((r) => browseIdOf(r)?.startsWith('MPRE'));
      const clock = details.map((r) => r.text).find((t) => /^\d+:\d{2}(?::\d{2})?$/.test(t));
      expect(track.title).toBe(textOf(row.flexColumns[0].musicResponsiveListItemFlexColumnRenderer.text));
      expect(track.album).toBe(album?.text ?? '');
      expect(track.durationMs).toBe(clock ? clockMs(clock) : 0);
      expect(track.explicit).toBe(isExplicitRow(row));
      expect(track.cover).toBe(coverOf(row.thumbnail.musicThumbnailRenderer.thumbnail.thumbnails));
      const linked = artistNames(details);
      if (linked.length > 0) expect(track.artists).toEqual(linked);
      for (const artist of track.artists) expect(artist).not.toMatch(COUNT);
      // Songs are art tracks, the videos search's rows official videos or uploads; no position in a search.
      // A row without a video type (some in the corrected search) says neither.
      const type = findAll(row.overlay, 'musicVideoType')[0] as unknown as string | undefined;
      expect(track.isVideo).toBe(type === undefined ? undefined : type !== 'MUSIC_VIDEO_TYPE_ATV');
      expect(track.trackNumber).toBeUndefined();
    });
    const videos = file.includes('videos');
    expect(tracks.filter((t) => t.isVideo === videos).length).toBeGreaterThan(tracks.length / 2);
    expect(tracks.some((t) => t.isVideo === !videos)).toBe(false);
    // The request names the songs filter.
    expect(JSON.parse(env.platform.requests[0]!.body)).toMatchObject({ query: 'Song Artist', params: SEARCH_FILTERS.songs });
  });
});

describe('YouTube Music video search', () => {
  it('asks with the videos filter and gives each official video or upload as a video', async () => {
    const recorded = recording('ytmusic', 'search-videos-2026-01.json');
    env = await recordedYtMusic([route(recorded)]);
    const videos = await env.adapter.searchVideos!({ title: 'Song (Remastered)', artists: ['Artist'] }, { limit: 50 });
    const rows = shelfRows(recorded).filter((r) => r.playlistItemData?.videoId);
    expect(videos.map((t) => t.id)).toEqual(rows.map((r) => r.playlistItemData.videoId));
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((t) => t.isVideo === true)).toBe(true);
    expect(JSON.parse(env.platform.requests[0]!.body)).toMatchObject({ query: 'Song Artist', params: SEARCH_FILTERS.videos });
  });
});

describe.each(['search-albums-2023-12.json', 'search-albums-2026-01.json'])('YouTube Music album search %s', (file) => {
  it('gives each album row with its browse id, artists and year', async () => {
    const recorded = recording('ytmusic', file);
    env = await recordedYtMusic([route(recorded)]);
    const albums = await env.adapter.searchAlbums({ title: 'Album', artists: [] }, { limit: 50 });
    const rows = shelfRows(recorded);
    expect(albums.map((a) => a.id)).toEqual(rows.map((r) => r.navigationEndpoint.browseEndpoint.browseId));
    albums.forEach((album, i) => {
      const row = rows[i]!;
      expect(album.id).toMatch(/^MPREb_/);
      expect(album.title).toBe(textOf(row.flexColumns[0].musicResponsiveListItemFlexColumnRenderer.text));
      const details = flexRuns(row, 1);
      const linked = artistNames(details);
      if (linked.length > 0) expect(album.artists).toEqual(linked);
      const year = details.map((r) => r.text).find((t) => /^\d{4}$/.test(t));
      expect(album.releaseDate).toBe(year ?? '');
      expect(album.url).toBe(`https://music.youtube.com/browse/${album.id}`);
    });
    expect(JSON.parse(env.platform.requests[0]!.body)).toMatchObject({ params: SEARCH_FILTERS.albums });
  });
});

describe.each(['search-artists-2023-12.json', 'search-artists-2026-01.json', 'search-artists-no-results.json'])('YouTube Music artist search %s', (file) => {
  it('gives each artist row with its channel id and picture', async () => {
    const recorded = recording('ytmusic', file);
    env = await recordedYtMusic([route(recorded)]);
    const artists = await env.adapter.searchArtists('Artist', { limit: 50 });
    const rows = shelfRows(recorded);
    expect(artists.map((a) => a.id)).toEqual(rows.map((r) => r.navigationEndpoint.browseEndpoint.browseId));
    artists.forEach((artist, i) => {
      expect(artist.name).toBe(textOf(rows[i]!.flexColumns[0].musicResponsiveListItemFlexColumnRenderer.text));
      expect(artist.image).toBe(coverOf(rows[i]!.thumbnail.musicThumbnailRenderer.thumbnail.thumbnails));
      expect(artist.url).toBe(`https://music.youtube.com/channel/${artist.id}`);
    });
  });
});

describe.each(['search-top-result-card-2024-07.json', 'search-highlighted-album-top-result-2023-12.json', 'search-no-results-2024-07.json'])(
  'YouTube Music search answered without a filter: %s',
  (file) => {
    it('is read, and only rows that play one video become song candidates', async () => {
      const recorded = recording('ytmusic', file);
      env = await recordedYtMusic([route(recorded)]);
      const tracks = await env.adapter.searchTracks({ title: 'Song', artists: [] }, { limit: 100 });
      const pages = new Set(shelfRows(recorded).flatMap((r) => (r.navigationEndpoint?.browseEndpoint ? [r.navigationEndpoint.browseEndpoint.browseId as string] : [])));
      const ids = shelfRows(recorded).flatMap((r) => (r.navigationEndpoint ? [] : [r.playlistItemData?.videoId as string | undefined])).filter(Boolean);
      expect(tracks.map((t) => t.id)).toEqual(ids);
      for (const track of tracks) {
        expect(pages.has(track.id)).toBe(false);
        for (const artist of track.artists) expect(artist).not.toMatch(COUNT);
      }
    });
  },
);
