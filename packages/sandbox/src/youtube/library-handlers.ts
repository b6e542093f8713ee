/**
 * The Data API calls a library transfer writes with, and the followed-channels list:
 * `videos.rate` (https://developers.google.com/youtube/v3/docs/videos/rate: 204 without a body;
 * `like` adds the video to the user's liked list, rating an already liked video again is
 * accepted and changes nothing), `subscriptions.insert`
 * (https://developers.google.com/youtube/v3/docs/subscriptions/insert: a repeated subscription
 * is the 400 `subscriptionDuplicate`) and `subscriptions.list?mine=true`. Subscribing to an
 * artist's channel is how YouTube Music follows an artist; the sandbox keeps them as the
 * account's followed artists.
 */
import type { Artist } from '../catalog/model';
import type { UserState } from '../user-state/user-state';
import type { YtView } from '../ytmusic/yt-view';
import { bad, listBody, NO_CONTENT, pageOf, partsOf, type Handler } from './data-api-request';
import { DataApiError, dataApiErrors } from './google-errors';
import { etag, timestamp } from './resources';
import { stableHash, stableHex } from '../platform-kit/stable-hash';
import { findVideo } from './video-resource';

/** Channel pictures as subscriptions show them: URLs only, no sizes (recorded). */
function thumbnails(seed: string): Record<string, { url: string }> {
  const base = `https://yt3.ggpht.com/${Buffer.from(stableHex(`avatar:${seed}`, 48), 'hex').toString('base64url')}`;
  return { default: { url: `${base}=s88-c-k-c0x00ffffff-no-rj` }, medium: { url: `${base}=s240-c-k-c0x00ffffff-no-rj` }, high: { url: `${base}=s800-c-k-c0x00ffffff-no-rj` } };
}

interface Subscribed {
  artist: Artist;
  channelId: string;
  subscriberId: string;
  publishedAt: string;
}

/** A `youtube#subscription` of the subscriber's channel to the artist's. */
function subscriptionResource(view: YtView, s: Subscribed, parts: ReadonlySet<string>): Record<string, unknown> {
  const id = Buffer.from(stableHex(`subscription:${s.subscriberId}:${s.channelId}`, 64), 'hex').toString('base64url').slice(0, 43);
  const resource: Record<string, unknown> = { kind: 'youtube#subscription', etag: etag(`subscription:${id}`), id };
  if (parts.has('snippet')) {
    resource.snippet = {
      publishedAt: s.publishedAt,
      title: s.artist.name,
      description: '',
      resourceId: { kind: 'youtube#channel', channelId: s.channelId },
      channelId: s.subscriberId,
      thumbnails: thumbnails(s.artist.imageSeed),
    };
  }
  if (parts.has('contentDetails')) resource.contentDetails = { totalItemCount: view.artistTracks(s.artist).length, newItemCount: 0, activityType: 'all' };
  return resource;
}

export function libraryHandlers(view: YtView, users: UserState, now: () => number) {
  const rate: Handler = ({ url, owner }) => {
    const id = url.searchParams.get('id');
    if (!id) throw bad('required', 'Required parameter: id', 'id', 'global');
    const rating = url.searchParams.get('rating');
    if (rating !== 'like' && rating !== 'dislike' && rating !== 'none') throw bad('invalidRating', 'The request contained an unexpected value for the <code>rating</code> parameter.', 'rating', 'youtube.video');
    const video = findVideo(view, id);
    if (!video) throw new DataApiError(dataApiErrors.ratedVideoNotFound());
    // The sandbox's liked list holds catalog songs; a non-music video is rated without a trace.
    if (video.kind !== 'track') return NO_CONTENT;
    const recordingId = video.track.recording.id;
    if (rating === 'like') users.saveTracks('ytmusic', owner.user.id, [recordingId]);
    else {
      const saved = owner.account.savedTracks;
      const at = saved.findIndex((t) => t.recordingId === recordingId);
      if (at >= 0) saved.splice(at, 1);
    }
    return NO_CONTENT;
  };

  const followed = (artist: Artist, subscriberId: string, publishedAt: string): Subscribed | undefined => {
    const channelId = artist.platformIds.ytmusic;
    return channelId ? { artist, channelId, subscriberId, publishedAt } : undefined;
  };

  const listSubscriptions: Handler = ({ url, owner }) => {
    const parts = partsOf(url, 'subscriptions');
    const page = pageOf(url);
    if (url.searchParams.get('mine') !== 'true') throw bad('missingRequiredParameter', 'No filter selected. Expected one of: channelId, id, mine, myRecentSubscribers, mySubscribers', undefined, 'youtube.parameter');
    const subscriber = owner.account.id;
    // The sandbox keeps no follow dates: a stable one per artist, with Google's milliseconds.
    const dated = (artistId: string) => new Date(Date.parse('2015-01-01T00:00:00Z') + (stableHash(`follow:${subscriber}:${artistId}`) % 300_000_000) * 1000 + 123).toISOString();
    const all = owner.account.followedArtistIds.flatMap((artistId) => {
      const artist = view.catalog.index.artist(artistId);
      return (artist && followed(artist, subscriber, dated(artistId))) || [];
    });
    // `order`: `relevance` (the default) keeps the account's order; `alphabetical` sorts by title.
    if (url.searchParams.get('order') === 'alphabetical') all.sort((a, b) => a.artist.name.localeCompare(b.artist.name));
    return listBody('youtube#subscriptionListResponse', all.map((s) => subscriptionResource(view, s, parts)), page, `subscriptions:${subscriber}:${url.search}`);
  };

  const subscribe: Handler = ({ url, owner, body }) => {
    const parts = partsOf(url, 'subscriptions');
    const snippet = (body.snippet ?? {}) as Record<string, unknown>;
    const resource = (snippet.resourceId ?? {}) as Record<string, unknown>;
    const channelId = typeof resource.channelId === 'string' ? resource.channelId : '';
    if (!channelId) {
      const message = 'The subscription resource specified in the request must use the <code>snippet.resourceId</code> property to identify the channel that is being subscribed to.';
      throw new DataApiError({ code: 400, message, detail: { message, domain: 'youtube.subscription', reason: 'publisherRequired' }, status: 'INVALID_ARGUMENT' });
    }
    const artist = view.artist(channelId);
    if (!artist) throw new DataApiError(dataApiErrors.publisherNotFound());
    if (owner.account.followedArtistIds.includes(artist.id)) throw new DataApiError(dataApiErrors.subscriptionDuplicate());
    users.followArtists('ytmusic', owner.user.id, [artist.id]);
    const subscribed: Subscribed = { artist, channelId, subscriberId: owner.account.id, publishedAt: timestamp(new Date(now()).toISOString()) };
    return subscriptionResource(view, subscribed, parts);
  };

  return { rate, listSubscriptions, subscribe };
}
