import type { FaultResponder } from '../simulator';
import { sendJson, sendTruncatedJson } from '../platform-kit/send-json';
import { JSON_API, tidalErrorBody, tidalErrors } from './tidal-errors';

/**
 * TIDAL's 429: the short JSON:API body, `Retry-After`, and its token-bucket headers
 * (https://github.com/kellnerd/harmony/issues/84 shows remaining/requested/burst/replenish).
 */
export function tidalFaults(random: () => number): FaultResponder {
  return {
    rateLimited: (_req, res, retryAfterSeconds) =>
      sendJson(res, 429, { errors: [{ status: '429', detail: 'Rate limit exceeded' }] }, {
        contentType: JSON_API,
        headers: {
          'retry-after': String(retryAfterSeconds),
          'x-ratelimit-remaining': '0',
          'x-ratelimit-requested-tokens': '1',
          'x-ratelimit-burst-capacity': '10',
          'x-ratelimit-replenish-rate': '1',
        },
      }),
    serverError: (_req, res) => sendJson(res, 503, tidalErrorBody(tidalErrors.unavailable(), random), { contentType: JSON_API }),
    malformed: (_req, res) => sendTruncatedJson(res, { data: { id: '0', type: 'tracks', attributes: {} } }, JSON_API),
  };
}
