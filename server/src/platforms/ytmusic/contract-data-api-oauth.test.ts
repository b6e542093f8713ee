/**
 * YouTube Music linking's profile read (YouTube Data API `channels.list?mine=true`) on real
 * recorded bodies (packages/recorded/data/youtube).
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { OAuthError } from '../../errors/oauth-error';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { coverOf } from '../../../test/support/platforms/ytmusic-contract';
import { createYtMusicOAuth } from './oauth';

interface Thumb { url: string; width?: number }
interface ChannelBody { id: string; snippet: { title: string; customUrl?: string; thumbnails: Record<string, Thumb> }; statistics?: { subscriberCount: string; hiddenSubscriberCount: boolean } }

let platform: RecordedPlatform | undefined;

async function oauthOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('ytmusic', routes);
  return createYtMusicOAuth({ dataApiUrl: platform.url, client: { client_id: 'id.apps.googleusercontent.com', client_secret: 'GOCSPX-secret' } });
}

describe('YouTube Music linking profile on recorded channels.list bodies', () => {
  for (const file of ['channels-statistics-v2-etag.json', 'channels-statistics-content-details.json', 'channels-snippet.json', 'channels-single-old.json', 'channels-multi-prev-page.json']) {
    it(`reads the channel of ${file}`, async () => {
      const oauth = await oauthOn([route(recording('youtube', file))]);
      const channel = (recording('youtube', file).body as { items: ChannelBody[] }).items[0]!;
      const profile = await oauth.profile('ya29.recorded');
      expect(profile).toEqual({
        platformUserId: channel.id,
        username: channel.snippet.customUrl ?? channel.snippet.title,
        profilePicture: coverOf(Object.values(channel.snippet.thumbnails)),
        followers: channel.statistics && !channel.statistics.hiddenSubscriberCount ? Number(channel.statistics.subscriberCount) : 0,
        plan: '',
        url: `https://music.youtube.com/channel/${channel.id}`,
      });
      const [request] = platform!.requests;
      expect([request!.method, request!.path, request!.query.get('mine'), request!.headers.authorization]).toEqual(['GET', '/youtube/v3/channels', 'true', 'Bearer ya29.recorded']);
      expect(request!.query.get('part')!.split(',').sort()).toEqual(['contentDetails', 'snippet', 'statistics']);
    });
  }

  it('an account without a channel is refused with what to do', async () => {
    const envelope = recording('youtube', 'channels-snippet.json').body as Record<string, unknown>;
    // Documented variant: the same envelope with no channel in it.
    const oauth = await oauthOn([{ endpoint: 'GET /youtube/v3/channels', body: { ...envelope, pageInfo: { totalResults: 0, resultsPerPage: 5 }, items: [] } }]);
    const error = await oauth.profile('ya29.recorded').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).message).toMatch(/no YouTube channel.*create a channel/);
  });

  it('recorded 401 and 403 error bodies fail the link with their reason', async () => {
    for (const file of ['error-401-auth.json', 'error-403-permission.json']) {
      const oauth = await oauthOn([route(recording('youtube', file), { endpoint: 'GET /youtube/v3/channels' })]);
      const error = await oauth.profile('ya29.recorded').catch((e: unknown) => e);
      expect(error, file).toBeInstanceOf(OAuthError);
      const reason = (recording('youtube', file).body as { error: { errors: { reason: string }[] } }).error.errors[0]!.reason;
      expect((error as OAuthError).message, file).toContain(reason);
      await platform!.close();
      platform = undefined;
    }
  });

  it('a body that is not a channel list fails loudly', async () => {
    const oauth = await oauthOn([route(recording('youtube', 'playlists-mine.json'), { endpoint: 'GET /youtube/v3/channels' })]);
    await expect(oauth.profile('ya29.recorded')).rejects.toBeInstanceOf(OAuthError);
  });
});
