/**
 * The YouTube Data API's error bodies, `{error: {code, message, errors: [{message, domain,
 * reason, location?, locationType?}], status?}}`, as recorded (packages/recorded/data/youtube)
 * or, where no recording was found, as documented
 * (https://developers.google.com/youtube/v3/docs/errors).
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../platform-kit/send-json';

export interface DataApiErrorSpec {
  code: number;
  message: string;
  /** `errors[0]`; its message may differ from the top-level one (401: "Invalid Credentials"). */
  detail: { message: string; domain: string; reason: string; location?: string; locationType?: string };
  /** gRPC status; the quota error has none. */
  status?: string;
}

const QUOTA_MESSAGE = 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';
const PLAYLIST_NOT_FOUND = "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.";

export const dataApiErrors = {
  /** Recorded (zorael/kameloso): a bad, expired or revoked OAuth token. */
  authError: (): DataApiErrorSpec => ({
    code: 401,
    message:
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    detail: { message: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' },
    status: 'UNAUTHENTICATED',
  }),
  /** No credentials at all on a call that needs a user (`mine=true`, writes). */
  loginRequired: (): DataApiErrorSpec => ({
    code: 401,
    message:
      'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    detail: { message: 'Login Required.', domain: 'global', reason: 'required', location: 'Authorization', locationType: 'header' },
    status: 'UNAUTHENTICATED',
  }),
  insufficientScope: (): DataApiErrorSpec => ({
    code: 403,
    message: 'Request had insufficient authentication scopes.',
    detail: { message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' },
    status: 'PERMISSION_DENIED',
  }),
  /** The documented daily quota error: HTTP 403, `youtube.quota`, no `status`. */
  quotaExceeded: (): DataApiErrorSpec => ({
    code: 403,
    message: QUOTA_MESSAGE,
    detail: { message: QUOTA_MESSAGE, domain: 'youtube.quota', reason: 'quotaExceeded' },
  }),
  playlistNotFound: (location = 'playlistId'): DataApiErrorSpec => ({
    code: 404,
    message: PLAYLIST_NOT_FOUND,
    detail: { message: PLAYLIST_NOT_FOUND, domain: 'youtube.playlistItem', reason: 'playlistNotFound', location, locationType: 'parameter' },
    status: 'NOT_FOUND',
  }),
  videoNotFound: (): DataApiErrorSpec => ({
    code: 404,
    message: 'Video not found.',
    detail: { message: 'Video not found.', domain: 'youtube.playlistItem', reason: 'videoNotFound' },
    status: 'NOT_FOUND',
  }),
  /** `videos.rate` of an id of no video (documented: https://developers.google.com/youtube/v3/docs/videos/rate#errors). */
  ratedVideoNotFound: (): DataApiErrorSpec => {
    const message = "The video that you are trying to rate cannot be found. Check the value of the request's <code>id</code> parameter to ensure that it is correct.";
    return { code: 404, message, detail: { message, domain: 'youtube.video', reason: 'videoNotFound', location: 'id', locationType: 'parameter' }, status: 'NOT_FOUND' };
  },
  /** Documented for `subscriptions.insert` (https://developers.google.com/youtube/v3/docs/subscriptions/insert#errors). */
  subscriptionDuplicate: (): DataApiErrorSpec => {
    const message = 'The subscription that you are trying to create already exists.';
    return { code: 400, message, detail: { message, domain: 'youtube.subscription', reason: 'subscriptionDuplicate' }, status: 'INVALID_ARGUMENT' };
  },
  publisherNotFound: (): DataApiErrorSpec => {
    const message = "The resource identified by the request's <code>snippet.resourceId</code> property cannot be found.";
    return { code: 404, message, detail: { message, domain: 'youtube.subscription', reason: 'publisherNotFound' }, status: 'NOT_FOUND' };
  },
  /** Documented for playlistItems.update and .delete (https://developers.google.com/youtube/v3/docs/playlistItems/delete#errors). */
  playlistItemNotFound: (): DataApiErrorSpec => {
    const message = "The playlist item identified with the request's <code>id</code> parameter cannot be found.";
    return { code: 404, message, detail: { message, domain: 'youtube.playlistItem', reason: 'playlistItemNotFound', location: 'id', locationType: 'parameter' }, status: 'NOT_FOUND' };
  },
  playlistItemsNotAccessible: (): DataApiErrorSpec => {
    const message = 'The request is not properly authorized to delete the specified playlist item.';
    return { code: 403, message, detail: { message, domain: 'youtube.playlistItem', reason: 'playlistItemsNotAccessible', location: 'id', locationType: 'parameter' }, status: 'PERMISSION_DENIED' };
  },
  forbidden: (message = 'Forbidden'): DataApiErrorSpec => ({
    code: 403,
    message,
    detail: { message, domain: 'youtube.playlistItem', reason: 'playlistItemsNotAccessible', location: 'playlistId', locationType: 'parameter' },
    status: 'PERMISSION_DENIED',
  }),
  /** A missing or bad parameter: `required`, `invalidValue`, `unknownPart`, `playlistTitleRequired`. */
  invalid: (reason: string, message: string, location?: string, domain = 'youtube.parameter'): DataApiErrorSpec => ({
    code: 400,
    message,
    detail: { message, domain, reason, ...(location ? { location, locationType: 'parameter' } : {}) },
    status: 'INVALID_ARGUMENT',
  }),
  notFound: (): DataApiErrorSpec => ({
    code: 404,
    message: 'Not Found',
    detail: { message: 'Not Found', domain: 'global', reason: 'notFound' },
    status: 'NOT_FOUND',
  }),
};

export function dataApiErrorBody(spec: DataApiErrorSpec): unknown {
  return { error: { code: spec.code, message: spec.message, errors: [spec.detail], ...(spec.status ? { status: spec.status } : {}) } };
}

export function sendDataApiError(res: ServerResponse, spec: DataApiErrorSpec, headers: Record<string, string> = {}): void {
  sendJson(res, spec.code, dataApiErrorBody(spec), { headers });
}

export class DataApiError extends Error {
  constructor(readonly spec: DataApiErrorSpec) {
    super(spec.message);
    this.name = 'DataApiError';
  }
}
