import type { FaultResponder } from '../simulator';
import { sendTruncatedJson } from '../platform-kit/send-json';
import { deezerErrors, sendDeezerError } from './deezer-errors';

/**
 * Deezer throttles with a 200 body carrying error code 4 ("Quota limit exceeded") and no
 * Retry-After: clients back off on their own (about 50 requests per 5 s). Server trouble shows
 * two ways in the wild, so a server error is either the code-700 "Service busy" body in a 200 or
 * a bare 502/503 from Deezer's edge, chosen per request from the simulator's seeded stream.
 */
export function deezerFaults(random: () => number): FaultResponder {
  return {
    rateLimited: (_req, res) => sendDeezerError(res, deezerErrors.quota()),
    serverError: (_req, res) => {
      if (random() < 0.5) {
        sendDeezerError(res, deezerErrors.busy());
        return;
      }
      const status = random() < 0.5 ? 502 : 503;
      const body = `<html><body><h1>${status} ${status === 502 ? 'Bad Gateway' : 'Service Unavailable'}</h1></body></html>`;
      res.writeHead(status, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
    malformed: (_req, res) => sendTruncatedJson(res, { data: [{ id: 3135556, readable: true, title: 'x' }], total: 1 }),
  };
}
