/**
 * What every YouTube Data API handler of the simulator reads of a request: the `part` list (each
 * name checked against the resource's documented parts), the page (`maxResults` 0..50, default
 * 5; Google's page tokens) and the list envelope it answers with.
 */
import type { TokenOwner } from '../user-state/user-state';
import { DataApiError, dataApiErrors } from './google-errors';
import { decodePageToken, encodePageToken } from './page-token';
import { etag } from './resources';

export interface Call {
  url: URL;
  owner: TokenOwner;
  body: Record<string, unknown>;
}

/** `NO_CONTENT`: the call answers 204 without a body (`videos.rate`). */
export const NO_CONTENT = Symbol('no content');
export type Handler = (call: Call) => unknown;

const PARTS: Record<string, ReadonlySet<string>> = {
  channels: new Set(['id', 'snippet', 'contentDetails', 'statistics', 'brandingSettings', 'status', 'topicDetails', 'localizations', 'contentOwnerDetails', 'auditDetails']),
  playlists: new Set(['id', 'snippet', 'status', 'contentDetails', 'player', 'localizations']),
  playlistItems: new Set(['id', 'snippet', 'contentDetails', 'status']),
  // https://developers.google.com/youtube/v3/docs/videos/list#part
  videos: new Set(['id', 'snippet', 'contentDetails', 'status', 'statistics', 'player', 'topicDetails', 'recordingDetails', 'fileDetails', 'processingDetails', 'suggestions', 'liveStreamingDetails', 'localizations', 'paidProductPlacementDetails']),
  subscriptions: new Set(['id', 'snippet', 'contentDetails', 'subscriberSnippet']),
};

export const bad = (reason: string, message: string, location?: string, domain?: string) => new DataApiError(dataApiErrors.invalid(reason, message, location, domain));

export function partsOf(url: URL, resource: string): ReadonlySet<string> {
  const raw = url.searchParams.get('part');
  if (!raw) throw bad('required', 'Required parameter: part', 'part', 'global');
  const parts = new Set(raw.split(',').map((p) => p.trim()).filter(Boolean));
  for (const part of parts) {
    if (!PARTS[resource]?.has(part)) throw bad('unknownPart', `'${part}'`, 'part');
  }
  return parts;
}

export function pageOf(url: URL): { offset: number; size: number } {
  const rawSize = url.searchParams.get('maxResults');
  const size = rawSize === null ? 5 : Number(rawSize);
  if (!Number.isInteger(size) || size < 0 || size > 50) throw bad('invalidValue', `Invalid value '${rawSize ?? ''}'. Values must be within the range: [0, 50]`, 'maxResults', 'global');
  const token = url.searchParams.get('pageToken');
  const offset = token ? decodePageToken(token) : 0;
  if (offset === undefined) throw bad('invalidPageToken', 'The request specifies an invalid page token.', 'pageToken');
  return { offset, size };
}

export function listBody(kind: string, all: readonly unknown[], page: { offset: number; size: number }, seed: string): Record<string, unknown> {
  const items = all.slice(page.offset, page.offset + page.size);
  const next = page.offset + page.size;
  return {
    kind,
    etag: etag(`${seed}:${page.offset}:${page.size}:${all.length}`),
    ...(next < all.length && page.size > 0 ? { nextPageToken: encodePageToken(next) } : {}),
    ...(page.offset > 0 ? { prevPageToken: encodePageToken(page.offset, true) } : {}),
    pageInfo: { totalResults: all.length, resultsPerPage: page.size },
    items,
  };
}
