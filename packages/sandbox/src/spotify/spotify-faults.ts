import type { FaultResponder } from '../simulator';
import { sendTruncatedJson } from '../platform-kit/send-json';
import { sendSpotifyError } from './spotify-errors';

/**
 * Spotify's 429 carries `Retry-After` in seconds
 * (https://developer.spotify.com/documentation/web-api/concepts/rate-limits); its 5xx use the
 * usual error object.
 */
export const spotifyFaults: FaultResponder = {
  rateLimited: (_req, res, retryAfterSeconds) =>
    sendSpotifyError(res, 429, 'API rate limit exceeded', { 'retry-after': String(retryAfterSeconds) }),
  serverError: (_req, res) => sendSpotifyError(res, 503, 'Service unavailable'),
  malformed: (_req, res) => sendTruncatedJson(res, { tracks: { href: 'https://api.spotify.com/v1/search', items: [{ album: {} }] } }),
};
