import { recording } from '@segue/recorded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { createYtMusicSimulator } from '../ytmusic';
import { dataApi, googleLink, READONLY_SCOPE, type GoogleLink } from './google-link';
import { decodePageToken, encodePageToken } from './page-token';

/** The fields these tests read of channels, playlists and playlist items. */
interface Item {
  id: string;
  snippet: { title: string; position: number; resourceId: { videoId: string } };
  contentDetails: { videoId: string; itemCount: number };
  status: { privacyStatus: string };
}

interface Page {
  kind: string;
  nextPageToken?: string;
  prevPageToken?: string;
  pageInfo: { totalResults: number; resultsPerPage: number };
  items: Item[];
}

let p: StartedPlatform;
let oauth: OAuthTestClient;
let google: GoogleLink;
/** The listener owning the most YouTube Music playlists, so their list spans pages. */
let user: SandboxUser;
const QUOTA = 400;
beforeAll(async () => {
  p = await startPlatform('ytmusic', createYtMusicSimulator(), testCatalog());
  oauth = await startOAuthTestClient();
  google = googleLink(p.sandbox, oauth);
  const owned = (u: SandboxUser) => p.sandbox.catalog.playlists.filter((pl) => pl.platform === 'ytmusic' && pl.ownerUserId === u.id).length;
  user = [...p.sandbox.users].filter((u) => u.accounts.ytmusic).sort((a, b) => owned(b) - owned(a))[0]!;
});
afterAll(async () => {
  await oauth.close();
  await p.sandbox.close();
});

async function pages(path: string, bearer: string): Promise<{ items: Item[]; pages: Page[] }> {
  const all: Page[] = [];
  let token: string | undefined;
  do {
    const res = await dataApi(p.sandbox, `${path}&maxResults=2${token ? `&pageToken=${token}` : ''}`, bearer);
    expect(res.status).toBe(200);
    const page = res.body as Page;
    all.push(page);
    token = page.nextPageToken;
  } while (token);
  return { items: all.flatMap((pg) => pg.items), pages: all };
}

describe('YouTube Data API simulator', () => {
  it('page tokens are Google protobuf offsets', () => {
    expect(encodePageToken(10)).toBe('CAoQAA');
    expect(encodePageToken(10, true)).toBe('CAoQAQ');
    expect(decodePageToken(encodePageToken(300))).toBe(300);
    expect(decodePageToken('bogus')).toBeUndefined();
  });

  it("serves the user's channel, owned playlists page by page, their items and the liked list", async () => {
    const t = await google.link(user.email);
    const account = user.accounts.ytmusic!;
    const index = p.sandbox.catalog.index;
    const channel = (await dataApi(p.sandbox, 'channels?part=snippet,statistics,contentDetails&mine=true', t.access_token)).body as Page;
    expect(channel).toMatchObject({ kind: 'youtube#channelListResponse', pageInfo: { totalResults: 1 } });
    expect(channel.items[0]).toMatchObject({ id: account.id, snippet: { title: user.displayName }, statistics: { subscriberCount: String(account.followers) }, contentDetails: { relatedPlaylists: { likes: 'LL' } } });

    const owned = account.playlistIds.map((id) => index.playlist(id)!).filter((pl) => pl.ownerUserId === user.id);
    const listed = await pages('playlists?part=snippet,contentDetails,status&mine=true', t.access_token);
    expect(listed.items.map((pl) => pl.id)).toEqual(owned.map((pl) => pl.platformId));
    expect(listed.pages.length).toBe(Math.max(1, Math.ceil(owned.length / 2)));
    expect(listed.pages.at(-1)?.nextPageToken).toBeUndefined();
    if (listed.pages.length > 1) expect(listed.pages[1]?.prevPageToken).toBeDefined();
    const first = owned[0]!;
    expect(listed.items[0]).toMatchObject({ kind: 'youtube#playlist', snippet: { title: first.title }, contentDetails: { itemCount: first.recordingIds.length } });

    const items = await pages(`playlistItems?part=snippet,contentDetails&playlistId=${first.platformId}`, t.access_token);
    expect(items.items.map((it) => it.contentDetails.videoId)).toEqual(first.recordingIds.map((id) => index.recording(id)!.platforms.ytmusic!.id));
    expect(items.items.map((it) => it.snippet.position)).toEqual(first.recordingIds.map((_, i) => i));

    // The liked list keeps a deleted and a privated video among the songs, and counts them.
    expect(account.savedTracks.length).toBeGreaterThanOrEqual(3);
    const likes = await pages('playlistItems?part=snippet,status&playlistId=LL', t.access_token);
    expect(likes.pages[0]?.pageInfo.totalResults).toBe(account.savedTracks.length + 2);
    expect(likes.items.filter((it) => it.snippet.title === 'Deleted video' || it.snippet.title === 'Private video').map((it) => [it.snippet.position, it.status.privacyStatus])).toEqual([
      [1, 'privacyStatusUnspecified'],
      [3, 'private'],
    ]);
    const playable = likes.items.filter((it) => it.status.privacyStatus === 'public');
    expect(playable.map((it) => it.snippet.resourceId.videoId)).toEqual(account.savedTracks.map((s) => index.recording(s.recordingId)!.platforms.ytmusic!.id));
  });

  it('videos.list by id answers the videos that exist and leaves unknown ids out; more than 50 ids is refused', async () => {
    const t = await google.link(user.email);
    const videos = p.sandbox.catalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic.id] : [])).slice(0, 2);
    const listed = await dataApi(p.sandbox, `videos?part=id&id=${[videos[0], 'zzzzzzzzzzz', videos[1]].join(',')}`, t.access_token);
    expect(listed).toMatchObject({ status: 200, body: { kind: 'youtube#videoListResponse' } });
    expect((listed.body as { items: { id: string }[] }).items.map((v) => v.id)).toEqual(videos);
    const tooMany = await dataApi(p.sandbox, `videos?part=id&id=${Array.from({ length: 51 }, () => videos[0]).join(',')}`, t.access_token);
    expect(tooMany.status).toBe(400);
  });

  it('creates a playlist, adds videos one at a time and reads them back; refuses what YouTube refuses', async () => {
    const t = await google.link(user.email);
    const videos = p.sandbox.catalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic.id] : [])).slice(0, 3);
    const created = await dataApi(p.sandbox, 'playlists?part=snippet,status', t.access_token, { snippet: { title: 'From TIDAL', description: 'converted' }, status: { privacyStatus: 'private' } });
    expect(created).toMatchObject({ status: 200, body: { kind: 'youtube#playlist', snippet: { title: 'From TIDAL' }, status: { privacyStatus: 'private' } } });
    const id = (created.body as { id: string }).id;
    for (const [position, videoId] of videos.entries()) {
      const added = await dataApi(p.sandbox, 'playlistItems?part=snippet', t.access_token, { snippet: { playlistId: id, resourceId: { kind: 'youtube#video', videoId } } });
      expect(added).toMatchObject({ status: 200, body: { kind: 'youtube#playlistItem', snippet: { playlistId: id, position, resourceId: { videoId } } } });
    }
    const back = await pages(`playlistItems?part=contentDetails&playlistId=${id}`, t.access_token);
    expect(back.items.map((it) => it.contentDetails.videoId)).toEqual(videos);
    const mine = (await dataApi(p.sandbox, 'playlists?part=snippet&mine=true&maxResults=1', t.access_token)).body as Page;
    expect(mine.items[0]?.id).toBe(id);

    const foreign = p.sandbox.catalog.playlists.find((x) => x.platform === 'ytmusic' && !x.ownerUserId)!;
    const insert = (playlistId: string, videoId: string) => dataApi(p.sandbox, 'playlistItems?part=snippet', t.access_token, { snippet: { playlistId, resourceId: { kind: 'youtube#video', videoId } } });
    expect(await insert(foreign.platformId, videos[0]!)).toMatchObject({ status: 403, body: { error: { errors: [{ reason: 'playlistItemsNotAccessible' }] } } });
    expect(await insert('PLnope', videos[0]!)).toMatchObject({ status: 404, body: { error: { errors: [{ reason: 'playlistNotFound' }] } } });
    expect(await insert(id, 'zzzzzzzzzzz')).toMatchObject({ status: 404, body: { error: { errors: [{ reason: 'videoNotFound' }] } } });
    expect(await dataApi(p.sandbox, 'playlistItems?part=snippet&playlistId=PLnope', t.access_token)).toMatchObject({ status: 404, body: { error: { code: 404, errors: [{ reason: 'playlistNotFound', domain: 'youtube.playlistItem' }] } } });
    expect(await dataApi(p.sandbox, 'playlists?part=snippet', t.access_token, { snippet: {} })).toMatchObject({ status: 400, body: { error: { errors: [{ reason: 'playlistTitleRequired' }] } } });
    expect(await dataApi(p.sandbox, 'playlists?part=snippet&mine=true&maxResults=51', t.access_token)).toMatchObject({ status: 400 });
    expect(await dataApi(p.sandbox, 'playlists?part=snippet&mine=true')).toMatchObject({ status: 401, body: { error: { errors: [{ reason: 'required' }] } } });

    const readonly = await google.link(user.email, { scope: READONLY_SCOPE });
    expect((await dataApi(p.sandbox, 'playlists?part=snippet&mine=true', readonly.access_token)).status).toBe(200);
    expect(await dataApi(p.sandbox, 'playlists?part=snippet', readonly.access_token, { snippet: { title: 'Nope' } })).toMatchObject({ status: 403, body: { error: { errors: [{ reason: 'insufficientPermissions' }] } } });
  });

  it('charges quota per OAuth client (list 1, insert 50) and answers quotaExceeded once spent, until midnight Pacific Time', async () => {
    const small = await startPlatform('ytmusic', createYtMusicSimulator({ youtubeDailyQuota: QUOTA }), testCatalog());
    const link = googleLink(small.sandbox, oauth);
    const t = await link.link(user.email);
    let exhausted: { status: number; body: unknown } | undefined;
    for (let i = 0; i < QUOTA / 50 + 2 && !exhausted; i++) {
      const res = await dataApi(small.sandbox, 'playlists?part=snippet', t.access_token, { snippet: { title: `Q${i}` } });
      if (res.status !== 200) exhausted = res;
    }
    // Word for word what Google sends (packages/recorded/data/youtube/error-403-quota-exceeded.json).
    const recorded = recording('youtube', 'error-403-quota-exceeded.json');
    expect(exhausted).toEqual({ status: recorded.status, body: recorded.body });
    // 2026-11-23T12:00Z is 04:00 in Los Angeles: the budget comes back at 08:00Z the next day.
    const insert = async () => (await dataApi(small.sandbox, 'playlists?part=snippet', (await link.link(user.email)).access_token, { snippet: { title: 'Later' } })).status;
    try {
      small.setNow(Date.parse('2026-11-24T07:59:00Z'));
      expect(await insert()).toBe(403);
      small.setNow(Date.parse('2026-11-24T08:00:01Z'));
      expect(await insert()).toBe(200);
    } finally {
      await small.sandbox.close();
    }
  });
});
