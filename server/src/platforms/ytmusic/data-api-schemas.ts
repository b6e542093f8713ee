/**
 * The YouTube Data API v3 resources a YouTube Music account is read and written with
 * (https://developers.google.com/youtube/v3/docs), written against recorded real bodies
 * (packages/recorded/data/youtube). Lists hold `items` of resources that are each read on their
 * own: one odd item is skipped, never the whole page; a body without the list's `kind` is not
 * Google's and fails loudly.
 */
import { z } from 'zod';
import { pickCover } from '../kit/cover-size';

const thumbnailSchema = z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() });
/** `default`, `medium`, `high`, `standard`, `maxres`: whichever the video or channel has. */
export const thumbnailsSchema = z.record(z.string(), thumbnailSchema.nullish()).nullish();

/** A list answer: `kind`, `etag`, `pageInfo`, paging tokens and the raw items. */
function listSchema(kind: string) {
  return z.object({
    kind: z.literal(kind),
    etag: z.string().nullish(),
    nextPageToken: z.string().nullish(),
    prevPageToken: z.string().nullish(),
    pageInfo: z.object({ totalResults: z.number().nullish(), resultsPerPage: z.number().nullish() }).nullish(),
    // A Google account without a channel answers `channels.list?mine=true` with no `items` at all
    // or an empty list, depending on the account; both mean "nothing".
    items: z.array(z.unknown()).nullish(),
  });
}

export const channelListSchema = listSchema('youtube#channelListResponse');
export const playlistListSchema = listSchema('youtube#playlistListResponse');
export const playlistItemListSchema = listSchema('youtube#playlistItemListResponse');
export const videoListSchema = listSchema('youtube#videoListResponse');
export const subscriptionListSchema = listSchema('youtube#subscriptionListResponse');

/** Counts are decimal strings in JSON (`"subscriberCount": "10700000"`). */
const countSchema = z.union([z.string(), z.number()]).nullish();

export const channelSchema = z.object({
  id: z.string().min(1),
  snippet: z
    .object({
      title: z.string().nullish(),
      customUrl: z.string().nullish(),
      thumbnails: thumbnailsSchema,
      /** The country the user set for the channel (ISO 3166 alpha-2); often absent. */
      country: z.string().nullish(),
    })
    .nullish(),
  statistics: z.object({ subscriberCount: countSchema, hiddenSubscriberCount: z.boolean().nullish() }).nullish(),
  contentDetails: z
    .object({
      // `likes` is `"LL"` for the signed-in user and may be the empty string (recorded).
      relatedPlaylists: z.object({ likes: z.string().nullish(), uploads: z.string().nullish() }).nullish(),
    })
    .nullish(),
});
export type Channel = z.infer<typeof channelSchema>;

export const playlistSchema = z.object({
  id: z.string().min(1),
  etag: z.string().nullish(),
  snippet: z
    .object({
      title: z.string().nullish(),
      description: z.string().nullish(),
      channelTitle: z.string().nullish(),
      thumbnails: thumbnailsSchema,
    })
    .nullish(),
  status: z.object({ privacyStatus: z.string().nullish() }).nullish(),
  contentDetails: z.object({ itemCount: z.number().nullish() }).nullish(),
});
export type DataPlaylist = z.infer<typeof playlistSchema>;

export const playlistItemSchema = z.object({
  id: z.string().nullish(),
  snippet: z
    .object({
      /** When the item was added to the playlist. */
      publishedAt: z.string().nullish(),
      title: z.string().nullish(),
      position: z.number().nullish(),
      resourceId: z.object({ kind: z.string().nullish(), videoId: z.string().nullish() }).nullish(),
      videoOwnerChannelTitle: z.string().nullish(),
    })
    .nullish(),
  contentDetails: z.object({ videoId: z.string().nullish() }).nullish(),
  status: z.object({ privacyStatus: z.string().nullish() }).nullish(),
});
export type DataPlaylistItem = z.infer<typeof playlistItemSchema>;

/**
 * A video (https://developers.google.com/youtube/v3/docs/videos#resource): `categoryId` "10" is
 * Music; `contentDetails.regionRestriction` lists the countries it is `allowed` in or `blocked`
 * in (only one of the two), absent when it plays everywhere.
 */
export const videoSchema = z.object({
  id: z.string().min(1),
  snippet: z
    .object({
      title: z.string().nullish(),
      channelId: z.string().nullish(),
      channelTitle: z.string().nullish(),
      categoryId: z.string().nullish(),
      thumbnails: thumbnailsSchema,
    })
    .nullish(),
  contentDetails: z
    .object({
      duration: z.string().nullish(),
      regionRestriction: z.object({ allowed: z.array(z.string()).nullish(), blocked: z.array(z.string()).nullish() }).nullish(),
    })
    .nullish(),
  status: z.object({ uploadStatus: z.string().nullish(), privacyStatus: z.string().nullish() }).nullish(),
});
export type DataVideo = z.infer<typeof videoSchema>;

/** A subscription: `snippet.resourceId.channelId` is the channel followed, `snippet.channelId` the follower. */
export const subscriptionSchema = z.object({
  id: z.string().nullish(),
  snippet: z.object({
    title: z.string().nullish(),
    resourceId: z.object({ kind: z.string().nullish(), channelId: z.string().min(1) }),
    thumbnails: thumbnailsSchema,
  }),
});
export type DataSubscription = z.infer<typeof subscriptionSchema>;

/** What `playlists.insert` and `playlistItems.insert` answer: the new resource. */
export const insertedSchema = z.object({ kind: z.string(), id: z.string().min(1) });

/** Google's error body: `{error: {code, message, errors: [{domain, reason, message}], status}}`. */
export const googleErrorSchema = z.object({
  error: z.object({
    code: z.number().nullish(),
    message: z.string().nullish(),
    status: z.string().nullish(),
    errors: z.array(z.object({ domain: z.string().nullish(), reason: z.string().nullish(), message: z.string().nullish() }).nullish()).nullish(),
  }),
});

/** Items of a list that read as `schema`; the rest (nulls, foreign shapes) are left out. */
export function readItems<S extends z.ZodType>(items: readonly unknown[] | null | undefined, schema: S): z.infer<S>[] {
  const out: z.infer<S>[] = [];
  for (const item of items ?? []) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** Google's thumbnail keys, smallest first: the order when sizes are left out (subscriptions' channel pictures). */
const SIZES = ['default', 'medium', 'high', 'standard', 'maxres'];

/**
 * The thumbnail at Segue's cover size (`pickCover`), or "": playlist thumbnails are video frames
 * in fixed sizes (640 × 480 `standard`), channel pictures resize by their URL. Without sizes,
 * the largest key.
 */
export function thumbnailsCover(thumbnails: z.infer<typeof thumbnailsSchema>): string {
  const all = Object.entries(thumbnails ?? {}).flatMap(([size, t]) => (t ? [{ ...t, rank: SIZES.indexOf(size) }] : []));
  all.sort((a, b) => b.rank - a.rank);
  return pickCover(all);
}
