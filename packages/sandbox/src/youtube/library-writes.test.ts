import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, TEST_NOW, type StartedPlatform } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { createYtMusicSimulator } from '../ytmusic';
import { dataApi, googleLink, READONLY_SCOPE, type GoogleLink } from './google-link';
import { isoDuration } from './video-resource';

interface Video {
  id: string;
  snippet: { title: string; categoryId: string; channelTitle: string };
  contentDetails: { duration: string; regionRestriction?: { blocked: string[] } };
  status: { privacyStatus: string };
}
interface Item {
  id: string;
  snippet: { title: string; position: number; resourceId: { videoId?: string; channelId?: string } };
}

const EPISODE = { kind: 'episode' as const, id: 'ep1sodeVid0', title: 'Studio diary #4', artist: 'Band Vlogs', album: '', durationMs: 754_000 };
const LOCAL = { kind: 'local' as const, id: '', title: 'demo.mp3', artist: 'Me', album: '', durationMs: 60_000 };

let catalog: Catalog;
let p: StartedPlatform;
let oauth: OAuthTestClient;
let google: GoogleLink;
let user: SandboxUser;
let token: string;
const video = (i: number) => catalog.recordings.filter((r) => r.platforms.ytmusic)[i]!.platforms.ytmusic!;

beforeAll(async () => {
  catalog = testCatalog();
  user = catalog.users.find((u) => u.accounts.ytmusic && u.country !== 'US')!;
  // A song blocked in the listener's country, and a playlist holding a vlog and a local file.
  video(0).blockedIn = [user.country, 'ZZ'];
  const playlist = catalog.playlists.find((pl) => pl.platform === 'ytmusic' && !pl.ownerUserId && pl.recordingIds.length >= 3)!;
  playlist.oddEntries = [{ at: 1, entry: EPISODE }, { at: 2, entry: LOCAL }];
  p = await startPlatform('ytmusic', createYtMusicSimulator(), catalog);
  oauth = await startOAuthTestClient();
  google = googleLink(p.sandbox, oauth);
  token = (await google.link(user.email)).access_token;
});
afterAll(async () => {
  await oauth.close();
  await p.sandbox.close();
});

/** videos.rate with `rating=like` and no body, as documented; its status (204 has no body to read). */
async function rate(platform: StartedPlatform, videoId: string, bearer: string): Promise<number> {
  const res = await fetch(`${platform.sandbox.urls.ytmusic.data}/youtube/v3/videos/rate?id=${videoId}&rating=like`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
  const text = await res.text();
  if (res.status === 204) expect(text).toBe('');
  return res.status;
}

async function allItems(path: string): Promise<Item[]> {
  const items: Item[] = [];
  let pageToken: string | undefined;
  do {
    const page = (await dataApi(p.sandbox, `${path}&maxResults=3${pageToken ? `&pageToken=${pageToken}` : ''}`, token)).body as { items: Item[]; nextPageToken?: string };
    items.push(...page.items);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return items;
}

describe('YouTube Data API simulator: videos, ratings and subscriptions', () => {
  it('writes durations as the Data API does', () => {
    expect([isoDuration(205_000), isoDuration(3_720_000), isoDuration(45_000), isoDuration(0)]).toEqual(['PT3M25S', 'PT1H2M', 'PT45S', 'PT0S']);
  });

  it('videos.list: songs in category 10, a vlog in 22, region blocks as regionRestriction.blocked', async () => {
    const ids = [video(0).id, video(1).id, EPISODE.id, 'nOsUcHvIdEo'].join(',');
    const res = await dataApi(p.sandbox, `videos?part=snippet,contentDetails,status&id=${ids}`, token);
    const items = (res.body as { items: Video[] }).items;
    expect(items.map((v) => [v.id, v.snippet.categoryId, v.contentDetails.duration])).toEqual([
      [video(0).id, '10', isoDuration(video(0).durationMs)],
      [video(1).id, '10', isoDuration(video(1).durationMs)],
      [EPISODE.id, '22', 'PT12M34S'],
    ]);
    expect(items[0]!.contentDetails.regionRestriction).toEqual({ blocked: [user.country, 'ZZ'].sort() });
    expect(items[1]!.contentDetails.regionRestriction).toBeUndefined();
    expect(await dataApi(p.sandbox, `videos?id=${video(0).id}`, token)).toMatchObject({ status: 400, body: { error: { errors: [{ reason: 'required' }] } } });
  });

  it('playlistItems.list keeps a non-music video at its place; a local file has no place on YouTube', async () => {
    const playlist = catalog.playlists.find((pl) => pl.oddEntries)!;
    const items = await allItems(`playlistItems?part=snippet&playlistId=${playlist.platformId}`);
    const songs = playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms.ytmusic!.id);
    expect(items.map((it) => it.snippet.resourceId.videoId)).toEqual([songs[0], EPISODE.id, ...songs.slice(1)]);
    expect(items.map((it) => it.snippet.position)).toEqual(items.map((_, i) => i));
    const listed = (await dataApi(p.sandbox, `playlists?part=contentDetails&id=${playlist.platformId}`, token)).body as { items: { contentDetails: { itemCount: number } }[] };
    expect(listed.items[0]!.contentDetails.itemCount).toBe(songs.length + 1);
  });

  it('videos.rate like adds the song to the liked list once, answers 204, and refuses unknown ids and bad ratings', async () => {
    const liked = () => allItems('playlistItems?part=snippet&playlistId=LL');
    const saved = new Set(user.accounts.ytmusic!.savedTracks.map((t) => t.recordingId));
    const target = catalog.recordings.find((r) => r.platforms.ytmusic && !saved.has(r.id))!.platforms.ytmusic!.id;
    const before = await liked();
    for (let i = 0; i < 2; i++) {
      expect(await rate(p, target, token)).toBe(204);
    }
    const after = await liked();
    expect(after.length).toBe(before.length + 1);
    expect(after[0]!.snippet.resourceId.videoId).toBe(target);
    const message = "The video that you are trying to rate cannot be found. Check the value of the request's <code>id</code> parameter to ensure that it is correct.";
    expect(await dataApi(p.sandbox, 'videos/rate?id=zzzzzzzzzzz&rating=like', token, {})).toEqual({
      status: 404,
      body: { error: { code: 404, message, errors: [{ message, domain: 'youtube.video', reason: 'videoNotFound', location: 'id', locationType: 'parameter' }], status: 'NOT_FOUND' } },
    });
    expect(await dataApi(p.sandbox, `videos/rate?id=${target}&rating=love`, token, {})).toMatchObject({ status: 400, body: { error: { errors: [{ reason: 'invalidRating' }] } } });
    const readonly = (await google.link(user.email, { scope: READONLY_SCOPE })).access_token;
    expect(await dataApi(p.sandbox, `videos/rate?id=${target}&rating=like`, readonly, {})).toMatchObject({ status: 403, body: { error: { errors: [{ reason: 'insufficientPermissions' }] } } });
  });

  it('subscriptions.insert follows an artist channel; a repeat is subscriptionDuplicate; subscriptions.list?mine=true pages them', async () => {
    const followed = new Set(user.accounts.ytmusic!.followedArtistIds);
    const artist = catalog.artists.find((a) => a.platformIds.ytmusic && !followed.has(a.id))!;
    const channelId = artist.platformIds.ytmusic!;
    const subscribe = () => dataApi(p.sandbox, 'subscriptions?part=snippet,contentDetails', token, { snippet: { resourceId: { kind: 'youtube#channel', channelId } } });
    expect(await subscribe()).toMatchObject({ status: 200, body: { kind: 'youtube#subscription', snippet: { title: artist.name, resourceId: { kind: 'youtube#channel', channelId }, channelId: user.accounts.ytmusic!.id } } });
    const message = 'The subscription that you are trying to create already exists.';
    expect(await subscribe()).toEqual({ status: 400, body: { error: { code: 400, message, errors: [{ message, domain: 'youtube.subscription', reason: 'subscriptionDuplicate' }], status: 'INVALID_ARGUMENT' } } });
    const unknown = await dataApi(p.sandbox, 'subscriptions?part=snippet', token, { snippet: { resourceId: { kind: 'youtube#channel', channelId: 'UCnobodyXXXXXXXXXXXXXXXX' } } });
    expect(unknown).toMatchObject({ status: 404, body: { error: { errors: [{ reason: 'publisherNotFound' }] } } });
    expect(await dataApi(p.sandbox, 'subscriptions?part=snippet', token, { snippet: {} })).toMatchObject({ status: 400, body: { error: { errors: [{ reason: 'publisherRequired' }] } } });

    const listed = await allItems('subscriptions?part=snippet&mine=true');
    const expected = user.accounts.ytmusic!.followedArtistIds.flatMap((id) => catalog.index.artist(id)?.platformIds.ytmusic ?? []);
    expect(listed.map((s) => s.snippet.resourceId.channelId)).toEqual(expected);
    expect(listed[0]!.snippet.resourceId.channelId).toBe(channelId);
  });
});

describe('YouTube Data API simulator quota', () => {
  it('charges each call its documented cost (list 1; rate, subscribe, insert 50), refuses the call the rest cannot cover with the documented body, and resets at midnight Pacific Time', async () => {
    const small = await startPlatform('ytmusic', createYtMusicSimulator({ youtubeDailyQuota: 160 }), testCatalog());
    try {
      const link = googleLink(small.sandbox, oauth);
      const someone = small.sandbox.users.find((u) => u.accounts.ytmusic)!;
      const t = (await link.link(someone.email)).access_token;
      const song = small.sandbox.catalog.recordings.find((r) => r.platforms.ytmusic)!.platforms.ytmusic!.id;
      const artist = small.sandbox.catalog.artists.find((a) => a.platformIds.ytmusic && !someone.accounts.ytmusic!.followedArtistIds.includes(a.id))!;
      expect((await dataApi(small.sandbox, 'channels?part=id&mine=true', t)).status).toBe(200);
      expect(await rate(small, song, t)).toBe(204);
      expect((await dataApi(small.sandbox, `videos?part=id&id=${song}`, t)).status).toBe(200);
      expect((await dataApi(small.sandbox, 'subscriptions?part=snippet', t, { snippet: { resourceId: { kind: 'youtube#channel', channelId: artist.platformIds.ytmusic } } })).status).toBe(200);
      expect((await dataApi(small.sandbox, 'subscriptions?part=id&mine=true', t)).status).toBe(200);
      // 1 + 50 + 1 + 50 + 1 = 103 of 160: another 50 fits, the next does not, while a 1-unit list still does.
      expect(await rate(small, song, t)).toBe(204);
      const refused = await dataApi(small.sandbox, `videos/rate?id=${song}&rating=like`, t, {});
      const message = 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';
      expect(refused).toEqual({ status: 403, body: { error: { code: 403, message, errors: [{ message, domain: 'youtube.quota', reason: 'quotaExceeded' }] } } });
      expect((await dataApi(small.sandbox, 'channels?part=id&mine=true', t)).status).toBe(200);
      // TEST_NOW is 04:00 in Los Angeles on 2026-11-23; the day ends at 08:00Z on the 24th (PST, UTC-8).
      expect(new Date(TEST_NOW).toISOString()).toBe('2026-11-23T12:00:00.000Z');
      // Access tokens live an hour: a fresh one for each later moment.
      small.setNow(Date.parse('2026-11-24T07:59:59Z'));
      expect(await rate(small, song, (await link.link(someone.email)).access_token)).toBe(403);
      small.setNow(Date.parse('2026-11-24T08:00:00Z'));
      expect(await rate(small, song, (await link.link(someone.email)).access_token)).toBe(204);
    } finally {
      await small.sandbox.close();
    }
  });
});
