import type { FaultResponder } from '../simulator';
import { sendJson, sendTruncatedJson } from '../platform-kit/send-json';
import { appleErrorBody, appleErrors } from './apple-errors';

/**
 * Apple's way of failing: 429 with the errors body and no `Retry-After` (Apple documents none:
 * https://developer.apple.com/documentation/applemusicapi/managing-rate-limits ), 500 with an
 * upstream error code.
 */
export function appleFaults(random: () => number): FaultResponder {
  return {
    rateLimited: (_req, res) => sendJson(res, 429, appleErrorBody(appleErrors.rateLimited(), random)),
    serverError: (_req, res) => sendJson(res, 500, appleErrorBody(appleErrors.upstream(), random)),
    malformed: (_req, res) => sendTruncatedJson(res, { data: [{ id: '0', type: 'songs', attributes: {} }] }),
  };
}
