/**
 * The Data API writes a mirror needs: playlistItems.delete and playlistItems.update (position),
 * 50 units each against the daily quota; item ids that stay with their entries; a playlist's
 * etag that digests what it sends (itemCount moves on an add or a removal) and the items list's
 * etag that moves with any change of the items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist, SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { createYtMusicSimulator } from '../ytmusic';
import { dataApi, googleLink } from './google-link';

interface Item {
  id: string;
  snippet: { position: number; playlistId: string; resourceId: { kind: string; videoId: string } };
}

let p: StartedPlatform;
let oauth: OAuthTestClient;
let user: SandboxUser;
let token: string;
beforeAll(async () => {
  p = await startPlatform('ytmusic', createYtMusicSimulator({ youtubeDailyQuota: 100_000 }), testCatalog());
  oauth = await startOAuthTestClient();
  user = p.sandbox.users.find((u) => u.accounts.ytmusic)!;
  token = (await googleLink(p.sandbox, oauth).link(user.email)).access_token;
});
afterAll(async () => {
  await oauth.close();
  await p.sandbox.close();
});

async function call(method: string, path: string, json?: unknown, bearer = token): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${p.sandbox.urls.ytmusic.data}/youtube/v3/${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
const items = async (playlist: Playlist) => ((await dataApi(p.sandbox, `playlistItems?part=snippet&maxResults=50&playlistId=${playlist.platformId}`, token)).body as { etag: string; items: Item[] });
const playlistEtag = async (playlist: Playlist, part = 'snippet,contentDetails') =>
  ((await dataApi(p.sandbox, `playlists?part=${part}&id=${playlist.platformId}`, token)).body as { items: { etag: string }[] }).items[0]!.etag;

async function ownPlaylist(size: number): Promise<Playlist> {
  const created = (await dataApi(p.sandbox, 'playlists?part=snippet,status', token, { snippet: { title: 'Mirror' }, status: { privacyStatus: 'private' } })).body as { id: string };
  const songs = p.sandbox.catalog.recordings.filter((r) => r.platforms.ytmusic).slice(0, size);
  for (const song of songs) {
    const res = await dataApi(p.sandbox, 'playlistItems?part=snippet', token, { snippet: { playlistId: created.id, resourceId: { kind: 'youtube#video', videoId: song.platforms.ytmusic!.id } } });
    expect(res.status).toBe(200);
  }
  return p.sandbox.catalog.index.playlistByPlatformId('ytmusic', created.id)!;
}

describe('playlistItems.delete', () => {
  it('removes the item named, 204 without a body, others keeping their ids; one copy of a duplicate alone', async () => {
    const playlist = await ownPlaylist(3);
    p.sandbox.userState.editPlaylist('ytmusic', playlist.platformId, [{ op: 'duplicate', position: 0, to: 2 }]);
    const before = (await items(playlist)).items;
    expect(before[2]!.snippet.resourceId.videoId).toBe(before[0]!.snippet.resourceId.videoId);
    expect(await call('DELETE', `playlistItems?id=${encodeURIComponent(before[2]!.id)}`)).toEqual({ status: 204, body: undefined });
    const after = (await items(playlist)).items;
    expect(after.map((i) => i.id)).toEqual([before[0]!.id, before[1]!.id, before[3]!.id]);
    expect(after.map((i) => i.snippet.position)).toEqual([0, 1, 2]);
  });

  it('answers playlistItemNotFound for an unknown id, playlistItemsNotAccessible on a playlist of someone else, required without id', async () => {
    expect(await call('DELETE', 'playlistItems?id=UEx4eHguMDAwMDAwMDAwMDAwMDAwMA==')).toMatchObject({ status: 404, body: { error: { errors: [{ reason: 'playlistItemNotFound' }] } } });
    expect((await call('DELETE', 'playlistItems')).status).toBe(400);
    const foreign = p.sandbox.catalog.playlists.find((pl) => pl.platform === 'ytmusic' && !pl.ownerUserId && pl.public !== false)!;
    const theirs = (await items(foreign)).items[0]!;
    expect(await call('DELETE', `playlistItems?id=${encodeURIComponent(theirs.id)}`)).toMatchObject({ status: 403, body: { error: { errors: [{ reason: 'playlistItemsNotAccessible' }] } } });
  });
});

describe('playlistItems.update', () => {
  it('moves an item to snippet.position, answering it there with the same id', async () => {
    const playlist = await ownPlaylist(4);
    const before = (await items(playlist)).items;
    const moved = before[0]!;
    const res = await call('PUT', 'playlistItems?part=snippet', { id: moved.id, snippet: { playlistId: playlist.platformId, resourceId: moved.snippet.resourceId, position: 2 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'youtube#playlistItem', id: moved.id, snippet: { position: 2 } });
    expect((await items(playlist)).items.map((i) => i.id)).toEqual([before[1], before[2], before[0], before[3]].map((i) => i!.id));
  });

  it('refuses a position past the end, a missing playlistId or resourceId, and another video', async () => {
    const playlist = await ownPlaylist(2);
    const [first, second] = (await items(playlist)).items;
    const put = (snippet: unknown) => call('PUT', 'playlistItems?part=snippet', { id: first!.id, snippet });
    expect(await put({ playlistId: playlist.platformId, resourceId: first!.snippet.resourceId, position: 2 })).toMatchObject({ status: 400, body: { error: { errors: [{ reason: 'invalidPlaylistItemPosition' }] } } });
    expect(await put({ resourceId: first!.snippet.resourceId, position: 1 })).toMatchObject({ status: 400, body: { error: { errors: [{ reason: 'playlistIdRequired' }] } } });
    expect(await put({ playlistId: playlist.platformId, position: 1 })).toMatchObject({ status: 400, body: { error: { errors: [{ reason: 'invalidResourceId' }] } } });
    expect((await put({ playlistId: playlist.platformId, resourceId: second!.snippet.resourceId, position: 1 })).status).toBe(400);
    expect((await items(playlist)).items.map((i) => i.id)).toEqual([first!.id, second!.id]);
  });
});

describe('quota and etags', () => {
  it('charges update and delete 50 units each, failed calls included', async () => {
    const small = await startPlatform('ytmusic', createYtMusicSimulator({ youtubeDailyQuota: 120 }), testCatalog());
    try {
      const someone = small.sandbox.users.find((u) => u.accounts.ytmusic)!;
      const t = (await googleLink(small.sandbox, oauth).link(someone.email)).access_token;
      const at = (method: string, path: string, json?: unknown) =>
        fetch(`${small.sandbox.urls.ytmusic.data}/youtube/v3/${path}`, { method, headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' }, ...(json ? { body: JSON.stringify(json) } : {}) });
      expect((await at('DELETE', 'playlistItems?id=bm9wZS4wMDAwMDAwMDAwMDAwMDAw')).status).toBe(404);
      expect((await at('PUT', 'playlistItems?part=snippet', { id: 'bm9wZS4wMDAwMDAwMDAwMDAwMDAw', snippet: {} })).status).toBe(400);
      // 100 of 120 spent: the next 50-unit call is refused with quotaExceeded, a 1-unit list still passes.
      const refused = await at('DELETE', 'playlistItems?id=bm9wZS4wMDAwMDAwMDAwMDAwMDAw');
      expect(refused.status).toBe(403);
      expect(JSON.stringify(await refused.json())).toContain('quotaExceeded');
      expect((await at('GET', 'channels?part=id&mine=true')).status).toBe(200);
    } finally {
      await small.sandbox.close();
    }
  });

  it('the items list etag moves with any change of the items; the playlist etag with what it sends, not on reads', async () => {
    const playlist = await ownPlaylist(4);
    const list0 = (await items(playlist)).etag;
    const etag0 = await playlistEtag(playlist);
    expect(await playlistEtag(playlist)).toBe(etag0);
    expect((await items(playlist)).etag).toBe(list0);
    // A reorder past the first item: the items list changes; the playlist resource sends the same.
    p.sandbox.userState.editPlaylist('ytmusic', playlist.platformId, [{ op: 'move', from: 2, to: 3 }]);
    expect((await items(playlist)).etag).not.toBe(list0);
    expect(await playlistEtag(playlist)).toBe(etag0);
    // A removal changes contentDetails.itemCount, hence the etag.
    p.sandbox.userState.editPlaylist('ytmusic', playlist.platformId, [{ op: 'remove', positions: [3] }]);
    expect(await playlistEtag(playlist)).not.toBe(etag0);
  });
});
