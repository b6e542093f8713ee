import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Recording } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { simulator } from './index';
import { durationText } from './yt-text';
import {
  albumBrowseSchema,
  artistBrowseSchema,
  continuationItemSchema,
  continuationResponseSchema,
  listItemSchema,
  playlistBrowseSchema,
} from './innertube-wire-schemas';

const catalog = testCatalog();
let started: StartedPlatform;
const context = { client: { clientName: 'WEB_REMIX', clientVersion: '1.20251001.01.00', hl: 'en', gl: 'US' }, user: {} };

async function post(endpoint: string, body: Record<string, unknown>, withContext = true) {
  const res = await fetch(`${started.sandbox.urls.ytmusic.api}/youtubei/v1/${endpoint}?alt=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(withContext ? { context, ...body } : body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

beforeAll(async () => {
  started = await startPlatform('ytmusic', simulator, catalog);
});
afterAll(() => started.sandbox.close());
const yt = (r: Recording) => r.platforms.ytmusic;

type Row = z.infer<typeof listItemSchema>['musicResponsiveListItemRenderer'];
const columnRuns = (row: Row, i: number) => row.flexColumns[i]?.musicResponsiveListItemFlexColumnRenderer.text.runs ?? [];

const rec = catalog.recordings.find((r) => !r.decoyKind && r.featuredArtistIds.length === 0 && yt(r) && !yt(r)!.explicit && !r.version)!;
const song = rec.platforms.ytmusic!;

describe('YouTube Music browse', () => {
  it('pages a playlist to the end through 2025-style continuations, every track once in order', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'ytmusic' && p.recordingIds.length === 300)!;
    const first = playlistBrowseSchema.parse((await post('browse', { browseId: `VL${playlist.platformId}` })).body);
    const entry = first.contents.twoColumnBrowseResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents![0];
    // An editorial playlist: the plain header, not the owner's edit wrapper.
    if (!('musicResponsiveHeaderRenderer' in entry)) throw new Error('expected a plain header');
    const header = entry.musicResponsiveHeaderRenderer;
    expect(header.title.runs[0]?.text).toBe(playlist.title);
    expect(header.secondSubtitle.runs[0]?.text).toBe(`${playlist.recordingIds.length} tracks`);
    let items: unknown[] = first.contents.twoColumnBrowseResultsRenderer.secondaryContents.sectionListRenderer.contents[0]!.musicPlaylistShelfRenderer.contents;
    const seen: string[] = [];
    let pages = 1;
    for (;;) {
      const last = items.at(-1);
      const cont = continuationItemSchema.safeParse(last);
      const rows = cont.success ? items.slice(0, -1) : items;
      for (const row of rows) seen.push(listItemSchema.parse(row).musicResponsiveListItemRenderer.playlistItemData!.videoId);
      if (!cont.success) break;
      const token = cont.data.continuationItemRenderer.continuationEndpoint.continuationCommand.token;
      const next = continuationResponseSchema.parse((await post('browse', { continuation: token })).body);
      items = next.onResponseReceivedActions[0]!.appendContinuationItemsAction.continuationItems;
      pages++;
    }
    expect(seen).toEqual(playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms.ytmusic!.id));
    expect(pages).toBe(3);
  });

  it('answers a continuation sent the legacy way (ctoken/continuation query) in the legacy shape', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'ytmusic' && p.recordingIds.length === 300)!;
    const first = playlistBrowseSchema.parse((await post('browse', { browseId: `VL${playlist.platformId}` })).body);
    const items = first.contents.twoColumnBrowseResultsRenderer.secondaryContents.sectionListRenderer.contents[0]!.musicPlaylistShelfRenderer.contents;
    let token: string | undefined = continuationItemSchema.parse(items.at(-1)).continuationItemRenderer.continuationEndpoint.continuationCommand.token;
    const seen = items.slice(0, -1).map((row) => listItemSchema.parse(row).musicResponsiveListItemRenderer.playlistItemData!.videoId);
    while (token) {
      const res = await fetch(`${started.sandbox.urls.ytmusic.api}/youtubei/v1/browse?ctoken=${token}&continuation=${token}&type=next&alt=json`, {
        method: 'POST',
        body: JSON.stringify({ context }),
      });
      const body = (await res.json()) as {
        continuationContents: { musicPlaylistShelfContinuation: { contents: unknown[]; continuations?: { nextContinuationData: { continuation: string } }[] } };
      };
      const shelf = body.continuationContents.musicPlaylistShelfContinuation;
      seen.push(...shelf.contents.map((row) => listItemSchema.parse(row).musicResponsiveListItemRenderer.playlistItemData!.videoId));
      token = shelf.continuations?.[0]?.nextContinuationData.continuation;
    }
    expect(seen).toEqual(playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms.ytmusic!.id));
  });

  it('lays playlist rows out like the recordings: title, artists, album, and the length only in fixedColumns', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'ytmusic' && p.recordingIds.length === 12)!;
    const page = playlistBrowseSchema.parse((await post('browse', { browseId: `VL${playlist.platformId}` })).body);
    const row = listItemSchema.parse(page.contents.twoColumnBrowseResultsRenderer.secondaryContents.sectionListRenderer.contents[0]!.musicPlaylistShelfRenderer.contents[0]);
    const track = catalog.index.recording(playlist.recordingIds[0]!)!.platforms.ytmusic!;
    const r = row.musicResponsiveListItemRenderer;
    expect(columnRuns(r, 0)[0]?.text).toBe(track.title);
    expect(columnRuns(r, 1).map((x) => x.text).join('')).toBe(track.artists.join(' & '));
    expect(columnRuns(r, 2)[0]?.navigationEndpoint).toMatchObject({ browseEndpoint: { browseId: track.albumId } });
    expect(r.flexColumns).toHaveLength(3);
    expect(r.fixedColumns?.[0]?.musicResponsiveListItemFixedColumnRenderer.text.runs[0]?.text).toBe(durationText(track.durationMs));
    for (const column of r.flexColumns) for (const run of column.musicResponsiveListItemFlexColumnRenderer.text.runs ?? []) expect(run.text).not.toMatch(/^\d+:\d{2}$/);
  });

  it('leaves column 1 of album rows empty when the artists are the album\'s, and puts a play count in column 2', async () => {
    const album = catalog.albums.find((a) => {
      const id = a.platforms.ytmusic?.id;
      const names = a.artistIds.map((x) => catalog.index.artist(x)?.name);
      return id && a.recordingIds.some((rid) => { const l = yt(catalog.index.recording(rid)!); return l?.albumId === id && l.artists.join() === names.join(); });
    })!;
    const page = albumBrowseSchema.parse((await post('browse', { browseId: album.platforms.ytmusic!.id })).body);
    const rows = page.contents.twoColumnBrowseResultsRenderer.secondaryContents.sectionListRenderer.contents[0]!.musicShelfRenderer.contents;
    const empty = rows.filter((row) => columnRuns(row.musicResponsiveListItemRenderer, 1).length === 0);
    expect(empty.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(columnRuns(row.musicResponsiveListItemRenderer, 2)[0]?.text).toMatch(/^[\d.]+[KMB]\u00a0plays$/);
      expect(row.musicResponsiveListItemRenderer.fixedColumns?.[0]?.musicResponsiveListItemFixedColumnRenderer.text.runs[0]?.text).toMatch(/^\d+:\d{2}$/);
    }
  });

  it('serves an album page with its tracks in order and an artist page', async () => {
    const album = catalog.index.albumByPlatformId('ytmusic', song.albumId)!;
    const listings = album.recordingIds
      .map((id) => yt(catalog.index.recording(id)!))
      .filter((l) => l !== undefined && l.albumId === song.albumId)
      .sort((x, y) => x!.discNumber - y!.discNumber || x!.trackNumber - y!.trackNumber);
    const page = albumBrowseSchema.parse((await post('browse', { browseId: song.albumId })).body);
    const shelf = page.contents.twoColumnBrowseResultsRenderer.secondaryContents.sectionListRenderer.contents[0]!.musicShelfRenderer;
    expect(shelf.contents.map((c) => c.musicResponsiveListItemRenderer.playlistItemData?.videoId)).toEqual(listings.map((l) => l!.id));
    expect(shelf.contents.map((c) => c.musicResponsiveListItemRenderer.index?.runs[0]?.text)).toEqual(listings.map((l) => String(l!.trackNumber)));
    const header = page.contents.twoColumnBrowseResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents[0].musicResponsiveHeaderRenderer;
    const albumArtist = catalog.index.artist(album.artistIds[0]!)!;
    expect(header.title.runs[0]?.text).toBe(album.platforms.ytmusic!.title);
    expect(header.straplineTextOne?.runs[0]?.text).toBe(albumArtist.name);
    const artist = artistBrowseSchema.parse((await post('browse', { browseId: albumArtist.platformIds.ytmusic })).body);
    expect(artist.header.musicImmersiveHeaderRenderer.title.runs[0]?.text).toBe(albumArtist.name);
  });
});

describe('YouTube Music playlists users own', () => {
  it('wrap the header in musicEditablePlaylistDetailHeaderRenderer with the owner in the strapline', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'ytmusic' && p.ownerUserId)!;
    const page = playlistBrowseSchema.parse((await post('browse', { browseId: `VL${playlist.platformId}` })).body);
    const entry = page.contents.twoColumnBrowseResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents![0];
    if (!('musicEditablePlaylistDetailHeaderRenderer' in entry)) throw new Error('expected the edit wrapper');
    const wrapper = entry.musicEditablePlaylistDetailHeaderRenderer;
    expect(wrapper.playlistId).toBe(playlist.platformId);
    expect(wrapper.header.musicResponsiveHeaderRenderer.title.runs[0]?.text).toBe(playlist.title);
    expect(wrapper.header.musicResponsiveHeaderRenderer.straplineTextOne?.runs[0]?.text).toBe(playlist.ownerName);
  });
});

describe('YouTube Music album audio playlists', () => {
  it('browses VL{OLAK5uy_…} as a playlist of the album’s tracks', async () => {
    const album = catalog.albums.find((a) => a.platforms.ytmusic?.playlistId)!;
    const listing = album.platforms.ytmusic!;
    const page = playlistBrowseSchema.parse((await post('browse', { browseId: `VL${listing.playlistId}` })).body);
    const shelf = page.contents.twoColumnBrowseResultsRenderer.secondaryContents.sectionListRenderer.contents[0]!.musicPlaylistShelfRenderer;
    // As recorded (browse-playlist-audio-2025-12.json): no header, no microformat, the id only in targetId.
    expect(shelf.targetId).toBe(listing.playlistId);
    expect(shelf.playlistId).toBeUndefined();
    expect(page.contents.twoColumnBrowseResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents).toBeUndefined();
    expect(page.microformat).toBeUndefined();
    const ids = shelf.contents.map((c) => listItemSchema.parse(c).musicResponsiveListItemRenderer.playlistItemData?.videoId);
    const expected = album.recordingIds
      .map((id) => yt(catalog.index.recording(id)!))
      .filter((l) => l?.albumId === listing.id)
      .sort((a, b) => a!.discNumber - b!.discNumber || a!.trackNumber - b!.trackNumber)
      .map((l) => l!.id);
    expect(ids).toEqual(expected);
    for (const c of shelf.contents) {
      const row = listItemSchema.parse(c).musicResponsiveListItemRenderer;
      expect(columnRuns(row, 2)[0]?.navigationEndpoint).toMatchObject({ browseEndpoint: { browseId: listing.id } });
    }
  });

  it('serves the share page of an album as HTML naming its MPREb_ browse id, and of other lists without one', async () => {
    const album = catalog.albums.find((a) => a.platforms.ytmusic?.playlistId)!;
    const listing = album.platforms.ytmusic!;
    const res = await fetch(`${started.sandbox.urls.ytmusic.api}/playlist?list=${listing.playlistId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(/MPREb_[\w-]+/.exec(html)?.[0]).toBe(listing.id);
    expect(html).toContain(`\\x22${listing.id}\\x22`);
    const playlist = catalog.playlists.find((p) => p.platform === 'ytmusic')!;
    expect(await (await fetch(`${started.sandbox.urls.ytmusic.api}/playlist?list=${playlist.platformId}`)).text()).not.toMatch(/MPRE/);
  });
});
