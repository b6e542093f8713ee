/**
 * The YouTube Data API simulator against real recorded bodies (packages/recorded/data/youtube):
 * each endpoint's simulated answer has the key paths and JSON types the recordings have.
 */
import { compareShapes, recordingsOf } from '@segue/recorded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { simulator } from '../ytmusic';
import { dataApi, googleLink } from './google-link';

let p: StartedPlatform;
let oauth: OAuthTestClient;
let token: string;
let user: SandboxUser;
beforeAll(async () => {
  p = await startPlatform('ytmusic', simulator, testCatalog());
  oauth = await startOAuthTestClient();
  user = p.sandbox.users.find((u) => u.accounts.ytmusic && p.sandbox.catalog.playlists.some((pl) => pl.platform === 'ytmusic' && pl.ownerUserId === u.id))!;
  token = (await googleLink(p.sandbox, oauth).link(user.email)).access_token;
});
afterAll(async () => {
  await oauth.close();
  await p.sandbox.close();
});

const ok = (endpoint: string) => recordingsOf('youtube', endpoint).filter((r) => r.status === 200).map((r) => r.body);
const errors = () => ['GET /youtube/v3/channels', 'GET /youtube/v3/playlists', 'GET /youtube/v3/playlistItems', 'POST /youtube/v3/playlistItems'].flatMap((e) => recordingsOf('youtube', e)).filter((r) => r.status >= 400).map((r) => r.body);

/** Parts of the real resources the simulator does not render; Segue asks for none of them. */
const UNRENDERED = {
  '$.items[].brandingSettings*': 'branding (banner, keywords) is not asked for',
  '$.items[].topicDetails*': 'topics are not asked for',
  '$.items[].status.isLinked': 'channel status is not asked for',
  '$.items[].status.longUploadsStatus': 'channel status is not asked for',
  '$.items[].statistics.commentCount': 'only in recordings from before 2019, since removed from the API',
  '$.items[].contentDetails.relatedPlaylists.watchHistory': 'only in recordings from before 2016, since removed',
  '$.items[].contentDetails.relatedPlaylists.watchLater': 'only in recordings from before 2016, since removed',
  '$.items[].snippet.defaultLanguage': 'the sandbox playlists have no language',
};

/** What Segue asks of playlistItems.list beyond the recorded `part=snippet` lists. */
const ITEM_PARTS = {
  '$.items[].contentDetails*': 'part=contentDetails (videoId, videoPublishedAt): documented, no recorded list asked for it',
  '$.items[].status*': 'part=status (privacyStatus): documented, no recorded list asked for it',
  '$.items[].snippet.videoOwnerChannelTitle': 'added in 2020: in the recorded 2022 insert answer, the recorded lists are older',
  '$.items[].snippet.videoOwnerChannelId': 'added in 2020: in the recorded 2022 insert answer, the recorded lists are older',
};

describe('YouTube Data API simulator shapes match recorded real bodies', () => {
  it('channels.list?mine=true with snippet, statistics and contentDetails', async () => {
    const sim = await dataApi(p.sandbox, 'channels?part=snippet,statistics,contentDetails&mine=true', token);
    expect(sim.status).toBe(200);
    expect(compareShapes(ok('GET /youtube/v3/channels'), sim.body, { allow: UNRENDERED })).toEqual([]);
  });

  it('playlists.list?mine=true, first and later pages', async () => {
    const first = await dataApi(p.sandbox, 'playlists?part=snippet,contentDetails,status&mine=true&maxResults=1', token);
    expect(compareShapes(ok('GET /youtube/v3/playlists'), first.body, { allow: UNRENDERED })).toEqual([]);
    const next = (first.body as { nextPageToken?: string }).nextPageToken;
    if (next) {
      const later = await dataApi(p.sandbox, `playlists?part=snippet,contentDetails,status&mine=true&maxResults=1&pageToken=${next}`, token);
      expect(compareShapes(ok('GET /youtube/v3/playlists'), later.body, { allow: UNRENDERED })).toEqual([]);
    }
  });

  it('playlistItems.list pages', async () => {
    const playlist = p.sandbox.catalog.playlists.find((pl) => pl.platform === 'ytmusic' && !pl.ownerUserId && pl.recordingIds.length > 3)!;
    const sim = await dataApi(p.sandbox, `playlistItems?part=snippet,contentDetails,status&playlistId=${playlist.platformId}&maxResults=2`, token);
    expect(compareShapes(ok('GET /youtube/v3/playlistItems'), sim.body, { allow: ITEM_PARTS })).toEqual([]);
  });

  it('the liked list, with its deleted and private video placeholders', async () => {
    const sim = await dataApi(p.sandbox, 'playlistItems?part=snippet&playlistId=LL&maxResults=5', token);
    expect((sim.body as { items: { snippet: { title: string } }[] }).items.some((it) => it.snippet.title === 'Deleted video')).toBe(true);
    expect(compareShapes(ok('GET /youtube/v3/playlistItems'), sim.body, { allow: ITEM_PARTS })).toEqual([]);
  });

  it('videos.list by id with snippet, contentDetails and status, an id of no video left out', async () => {
    const videoId = p.sandbox.catalog.recordings.find((r) => r.platforms.ytmusic)!.platforms.ytmusic!.id;
    const sim = await dataApi(p.sandbox, `videos?part=snippet,contentDetails,status&id=${videoId},nOsUcHvIdEo`, token);
    expect((sim.body as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([videoId]);
    const allow = {
      '$.items[].player*': 'part=player: the recorded lists asked for it, Segue does not',
      '$.items[].snippet.tags': 'the uploader\'s keywords: the sandbox has none',
      '$.items[].snippet.defaultLanguage': 'set by the uploader; the sandbox\'s videos have no language',
      '$.items[].snippet.defaultAudioLanguage': 'set by the uploader; the sandbox\'s videos have no language',
    };
    expect(compareShapes(ok('GET /youtube/v3/videos'), sim.body, { allow })).toEqual([]);
  });

  it('subscriptions.list?mine=true and subscriptions.insert', async () => {
    const followed = new Set(user.accounts.ytmusic!.followedArtistIds);
    const channelId = p.sandbox.catalog.artists.find((a) => a.platformIds.ytmusic && !followed.has(a.id))!.platformIds.ytmusic!;
    const inserted = await dataApi(p.sandbox, 'subscriptions?part=snippet,contentDetails', token, { snippet: { resourceId: { kind: 'youtube#channel', channelId } } });
    const unasked = { '$.subscriberSnippet*': 'part=subscriberSnippet: the recorded insert asked for it, Segue does not' };
    expect(compareShapes(ok('POST /youtube/v3/subscriptions'), inserted.body, { allow: unasked })).toEqual([]);
    const listed = await dataApi(p.sandbox, 'subscriptions?part=id,snippet&mine=true&maxResults=2', token);
    expect(compareShapes(ok('GET /youtube/v3/subscriptions'), listed.body)).toEqual([]);
  });

  it('playlists.insert and playlistItems.insert answers', async () => {
    const created = await dataApi(p.sandbox, 'playlists?part=snippet', token, { snippet: { title: 'Shape' } });
    expect(compareShapes(ok('POST /youtube/v3/playlists'), created.body)).toEqual([]);
    const videoId = p.sandbox.catalog.recordings.find((r) => r.platforms.ytmusic)!.platforms.ytmusic!.id;
    const added = await dataApi(p.sandbox, 'playlistItems?part=snippet', token, { snippet: { playlistId: (created.body as { id: string }).id, resourceId: { kind: 'youtube#video', videoId } } });
    expect(compareShapes(ok('POST /youtube/v3/playlistItems'), added.body)).toEqual([]);
  });

  it('error bodies', async () => {
    const allow = {
      '$.error.errors[].location': 'only some errors name the parameter',
      '$.error.errors[].locationType': 'only some errors name the parameter',
    };
    const unauthenticated = await dataApi(p.sandbox, 'channels?part=id&mine=true', 'ya29.revoked');
    expect(unauthenticated.status).toBe(401);
    expect(compareShapes(errors(), unauthenticated.body, { allow })).toEqual([]);
    const missing = await dataApi(p.sandbox, 'playlistItems?part=id&playlistId=PLnope', token);
    expect(compareShapes(errors(), missing.body, { allow })).toEqual([]);
    const unrated = await dataApi(p.sandbox, 'videos/rate?id=zzzzzzzzzzz&rating=like', token, {});
    expect(compareShapes(errors(), unrated.body, { allow })).toEqual([]);
    const channelId = user.accounts.ytmusic!.followedArtistIds.flatMap((id) => p.sandbox.catalog.index.artist(id)?.platformIds.ytmusic ?? [])[0]!;
    const duplicate = await dataApi(p.sandbox, 'subscriptions?part=snippet', token, { snippet: { resourceId: { kind: 'youtube#channel', channelId } } });
    expect(duplicate.status).toBe(400);
    expect(compareShapes(errors(), duplicate.body, { allow })).toEqual([]);
  });
});
