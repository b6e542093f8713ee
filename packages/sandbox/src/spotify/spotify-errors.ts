/**
 * Spotify Web API errors: `{"error":{"status":N,"message":"..."}}` with the same HTTP status
 * (https://developer.spotify.com/documentation/web-api/concepts/api-calls#response-status-codes).
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../platform-kit/send-json';

export class SpotifyApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SpotifyApiError';
  }
}

export function sendSpotifyError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { error: { status, message } }, { headers });
}

export const spotifyErrors = {
  invalidId: () => new SpotifyApiError(400, 'Invalid base62 id'),
  notFound: () => new SpotifyApiError(404, 'Resource not found'),
  noService: () => new SpotifyApiError(404, 'Service not found'),
  methodNotAllowed: () => new SpotifyApiError(405, 'Method not allowed'),
  badRequest: (message: string) => new SpotifyApiError(400, message),
  // The API host names the problem in WWW-Authenticate as well as in the body.
  unauthorized: (message: string, error = 'invalid_token') =>
    new SpotifyApiError(401, message, { 'www-authenticate': `Bearer realm="spotify", error="${error}", error_description="${message}"` }),
};
