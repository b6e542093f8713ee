/**
 * The Spotify simulator's library saves (`PUT /v1/me/library`), playlist entries that are local
 * files or episodes, and tracks blocked in the listener's market, held to Spotify's documented
 * behaviour and to the recorded bodies.
 */
import { compareShapes, recordingsOf } from '@segue/recorded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { simulator } from './index';

let p: StartedPlatform;
let user: SandboxUser;
let token = '';
const tokenFor = (scopes: string[]) => {
  const grant = p.sandbox.userState.createGrant('spotify', user.id, 'client', scopes);
  return p.sandbox.userState.issueTokens(grant, { accessSeconds: 3600, refresh: false }).accessToken;
};
beforeAll(async () => {
  p = await startPlatform('spotify', simulator, testCatalog());
  // Outside the catalog's region (US), so a track blocked in the listener's country still plays in the US.
  user = p.sandbox.users.find((u) => u.accounts.spotify && u.country !== 'US') as SandboxUser;
  token = tokenFor(['user-library-read', 'user-library-modify', 'playlist-read-private']);
});
afterAll(() => p.sandbox.close());

async function api(path: string, init: { method?: string; json?: unknown; auth?: string } = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(`${p.sandbox.urls.spotify.api}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${init.auth ?? token}`, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  return { status: res.status, text: await res.text() };
}
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;
const catalog = () => p.sandbox.catalog;
const account = () => user.accounts.spotify!;
const unsaved = () => catalog().recordings.filter((r) => r.platforms.spotify && !account().savedTracks.some((s) => s.recordingId === r.id));

describe('PUT /v1/me/library', () => {
  it('saves tracks, albums and artists named by URI in the query, 200 with an empty body; a repeated save adds nothing', async () => {
    const [a, b] = unsaved();
    const album = catalog().albums.find((x) => x.platforms.spotify && !account().savedAlbums.some((s) => s.albumId === x.id))!;
    const artist = catalog().artists.find((x) => x.platformIds.spotify && !account().followedArtistIds.includes(x.id))!;
    const uris = [`spotify:track:${a!.platforms.spotify!.id}`, `spotify:track:${b!.platforms.spotify!.id}`, `spotify:album:${album.platforms.spotify!.id}`, `spotify:artist:${artist.platformIds.spotify}`];
    expect(await api(`/v1/me/library?uris=${uris.join(',')}`, { method: 'PUT' })).toEqual({ status: 200, text: '' });
    expect(await api(`/v1/me/library?uris=${uris.join(',')}`, { method: 'PUT' })).toEqual({ status: 200, text: '' });
    // Saved in the order named, the last one newest.
    expect(account().savedTracks.slice(0, 2).map((s) => s.recordingId)).toEqual([b!.id, a!.id]);
    expect(account().savedTracks.filter((s) => s.recordingId === a!.id)).toHaveLength(1);
    expect([account().savedAlbums[0]?.albumId, account().followedArtistIds[0]]).toEqual([album.id, artist.id]);
  });

  it('refuses what Spotify refuses, saving nothing', async () => {
    const [a] = unsaved();
    const uri = `spotify:track:${a!.platforms.spotify!.id}`;
    const before = account().savedTracks.length;
    const error = (status: number, message: string) => ({ status, text: JSON.stringify({ error: { status, message } }) });
    expect(await api('/v1/me/library', { method: 'PUT', json: { uris: [uri] } })).toEqual(error(400, 'Missing required field: uris'));
    expect(await api(`/v1/me/library?uris=${Array.from({ length: 41 }, () => uri).join(',')}`, { method: 'PUT' })).toEqual(error(400, 'Too many ids requested'));
    expect(await api(`/v1/me/library?uris=${uri},spotify:track:0000000000000000000000`, { method: 'PUT' })).toEqual(error(400, 'Payload contains a non-existing ID'));
    expect(await api(`/v1/me/library?uris=${uri},spotify:track:nope`, { method: 'PUT' })).toEqual(error(400, 'Invalid base62 id'));
    expect(await api(`/v1/me/library?uris=${uri}`, { method: 'PUT', auth: tokenFor(['user-library-read']) })).toEqual(error(403, 'Insufficient client scope'));
    expect(account().savedTracks.length).toBe(before);
  });
});

describe('playlist entries', () => {
  it('lists local files and episodes in their places, in the recorded shapes', async () => {
    const playlist = catalog().playlists.find((x) => x.platform === 'spotify' && x.recordingIds.length > 10)!;
    playlist.oddEntries = [
      { at: 1, entry: { kind: 'local', id: '', title: 'Heart of Stone', artist: 'The Waymores', album: 'Heart of Stone', durationMs: 128_000 } },
      { at: 3, entry: { kind: 'episode', id: '', title: 'The Missing Middle', artist: 'Roman Mars', album: '99% Invisible', durationMs: 2_249_560 } },
    ];
    try {
      const page = json((await api(`/v1/playlists/${playlist.platformId}/items?limit=5`)).text) as { items: Array<Record<string, { uri?: string; type?: string; id?: unknown }>>; total: number };
      expect(page.total).toBe(playlist.recordingIds.length + 2);
      expect(page.items.map((e) => e.item?.type)).toEqual(['track', 'track', 'track', 'episode', 'track']);
      expect(page.items[1]).toMatchObject({ is_local: true, item: { id: null, uri: 'spotify:local:The+Waymores:Heart+of+Stone:Heart+of+Stone:128' } });
      expect(page.items[2]?.item?.id).toBe(catalog().index.recording(playlist.recordingIds[1]!)!.platforms.spotify!.id);
      const recorded = recordingsOf('spotify', 'GET /v1/playlists/{id}/tracks').map((r) => r.body);
      const renamed = 'February 2026 playlist items rename, documented only';
      expect(compareShapes(recorded, page, { allow: { '$.items[].item*': renamed, '$.next': 'the recorded entry pages are last pages' } })).toEqual([]);
    } finally {
      delete playlist.oddEntries;
    }
  });

  it('says is_playable false for a track blocked in the market asked, from_token meaning the listener\'s country', async () => {
    const playlist = catalog().playlists.find((x) => x.platform === 'spotify' && x.recordingIds.length > 2)!;
    const listing = catalog().index.recording(playlist.recordingIds[0]!)!.platforms.spotify!;
    listing.blockedIn = [user.country === 'SE' ? 'NO' : 'SE', user.country];
    try {
      const playable = async (market: string) =>
        ((json((await api(`/v1/playlists/${playlist.platformId}/items?limit=2&market=${market}`)).text).items as Array<{ item: { is_playable: boolean } }>).map((e) => e.item.is_playable));
      expect(await playable('from_token')).toEqual([false, true]);
      expect(await playable('US')).toEqual([true, true]);
    } finally {
      delete listing.blockedIn;
    }
  });

  it('sends saved tracks as Spotify does', async () => {
    const page = json((await api('/v1/me/tracks?limit=2&offset=1')).text);
    const recent = 'current track objects carry it (recorded GET /v1/tracks/{id}); the saved-track recording is from 2017';
    expect(
      compareShapes(recordingsOf('spotify', 'GET /v1/me/tracks').map((r) => r.body), page, {
        allow: {
          '$.items[].track.album.release_date*': recent,
          '$.items[].track.album.total_tracks': recent,
          '$.items[].track.is_local': recent,
          '$.items[].track.preview_url': 'null for apps since 2024-11-27 (recorded in harmony 2025 bodies); the recording predates it',
          '$.previous': 'the recorded page is a first one; later pages link back',
        },
      }),
    ).toEqual([]);
  });
});
