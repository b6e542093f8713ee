import type { FaultResponder } from '../simulator';
import { sendTruncatedJson } from '../platform-kit/send-json';
import { innertubeErrors, sendInnertubeError } from './innertube-errors';

/** InnerTube's failures: Google's error envelope with RESOURCE_EXHAUSTED / UNAVAILABLE. */
export const ytmusicFaults: FaultResponder = {
  rateLimited: (_req, res, retryAfterSeconds) =>
    sendInnertubeError(res, innertubeErrors.rateLimited(), { 'retry-after': String(retryAfterSeconds) }),
  serverError: (_req, res) => sendInnertubeError(res, innertubeErrors.unavailable()),
  malformed: (_req, res) => sendTruncatedJson(res, { responseContext: {}, contents: { tabbedSearchResultsRenderer: { tabs: [] } } }),
};
