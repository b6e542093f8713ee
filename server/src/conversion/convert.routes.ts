import { PLATFORM_KEYS } from '@segue/core';
import {
  ConversionRequestSchema,
  ConversionResponseSchema,
  NoMatchErrorBodySchema,
  PlaylistTaskCreatedResponseSchema,
  TargetPlatformSchema,
  TextSearchRequestSchema,
} from '@segue/core/schemas';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../errors/app-error';
import type { ApiKeyService } from '../apps/api-key.service';
import type { ConversionService } from './conversion.service';
import type { TextSearchService } from './text-search.service';
import { currentApp, requireKey } from '../http/authenticate';
import { sendData } from '../http/envelope';
import { sendPrepared } from '../http/prepared-json';
import { parseBody, requireJson } from '../http/json-body';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES } from '../openapi/sandbox-examples';

/** Platform requests one conversion made, for benchmarks and curious callers. */
export const PLATFORM_REQUESTS_HEADER = 'x-segue-platform-requests';

/** `POST /v1/entity/convert`: a track, album or artist at once, a playlist as a task; `query` finds a track from words. */
export function convertRoutes(deps: { conversion: ConversionService; textSearch: TextSearchService; apiKeys: ApiKeyService; rateLimit: RequestHandler }): Router {
  const router = Router();
  router.post('/v1/entity/convert', requireKey(deps.apiKeys, 'public'), deps.rateLimit, requireJson, async (req, res) => {
    assertKnownFields(req.body);
    assertTargetPlatform(req.body);
    if (isTextSearch(req.body)) {
      const searched = await deps.textSearch.search(currentApp(res).id, parseBody(TextSearchRequestSchema, req.body));
      res.set(PLATFORM_REQUESTS_HEADER, String(searched.platformRequests));
      sendData(res, { payload: searched.result });
      return;
    }
    const request = parseBody(ConversionRequestSchema, req.body);
    const outcome = await deps.conversion.convert(currentApp(res).id, request);
    if (outcome.kind === 'task') {
      res.location(`/v1/task/${outcome.task.task_id}`);
      sendData(res, outcome.task, 'Playlist conversion started: poll the task every 2 seconds or more', 201);
      return;
    }
    res.set(PLATFORM_REQUESTS_HEADER, String(outcome.platformRequests));
    // The answer was serialised once (and, when the caches gave it whole, kept that way).
    sendPrepared(res, outcome.body);
  });
  return router;
}

const FIELDS = [...new Set([...Object.keys(ConversionRequestSchema.shape), ...Object.keys(TextSearchRequestSchema.shape)])];

/** A body with `query` and no `url` asks for a search; both at once is refused, as it cannot mean both. */
function isTextSearch(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('query' in body)) return false;
  if ('url' in body) throw new AppError('EBADREQUEST', 'send either url (a link to convert) or query (words to search), not both');
  return true;
}

/** A field name reduced to what a misspelling keeps: `targetPlatform`, `Target-Platform` → `targetplatform`. */
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A misspelt field (`targetPlatform`) would otherwise be dropped and the request answered for
 * every platform: unknown fields are refused, each named, with the field it most likely meant.
 */
function assertKnownFields(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const unknown = Object.keys(body).filter((key) => !FIELDS.includes(key));
  if (unknown.length === 0) return;
  const described = unknown.slice(0, 5).map((key) => {
    const meant = FIELDS.find((field) => squash(field) === squash(key));
    const shown = JSON.stringify(key.slice(0, 40));
    return meant === undefined ? shown : `${shown} (did you mean "${meant}"?)`;
  });
  throw new AppError('EBADREQUEST', `unknown field${unknown.length > 1 ? 's' : ''} ${described.join(', ')}: the body takes only url (or query) and target_platform`);
}

/** A bad `target_platform` has its own code (EINVALIDPLATFORM), so callers can tell it from a bad link. */
function assertTargetPlatform(body: unknown): void {
  if (typeof body !== 'object' || body === null || !('target_platform' in body)) return;
  const target = (body as { target_platform: unknown }).target_platform;
  if (target === undefined || TargetPlatformSchema.safeParse(target).success) return;
  // Never serialise the value itself: it may be any JSON, nested thousands of levels deep.
  const shown = typeof target === 'string' ? JSON.stringify(target.slice(0, 40)) : `(a JSON ${Array.isArray(target) ? 'array' : target === null ? 'null' : typeof target})`;
  throw new AppError('EINVALIDPLATFORM', `target_platform ${shown} is not a platform: use one of ${PLATFORM_KEYS.join(', ')}, or all`);
}

export const CONVERT_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/entity/convert',
    tag: 'Conversion',
    summary: 'Convert a track, album, artist or playlist link',
    description:
      'A track, album or artist is answered at once (200) with every target platform the app has an integration for ' +
      '(`target_platform` absent or `all`) or the one asked for; with several targets, those that found nothing or failed are ' +
      'listed under `errors` beside `platforms`. One target asked for (a platform key) with no confident match there is a 404 ' +
      '`ENOTFOUND` (`NoMatchErrorBody`): the message says why, `platform` names the target and `candidate` is the closest ' +
      'candidate scored there, when one was. A playlist needs `target_platform` (a key or `all`) and answers 201 with a task to poll ' +
      'at GET /v1/task/{task_id}; an app with as many unfinished playlist tasks as the server allows (5 by default) is ' +
      'answered 429 with Retry-After. Short links are followed. `url` may also be a pasted text holding one platform link ' +
      '("check this out https://open.spotify.com/track/…"): that link is converted, and nothing else in the text is read or ' +
      'followed; a text with several different platform links is a 400 `EINVALIDLINK` naming them (send one). Only confident matches are returned (confidence ≥ 0.9). ' +
      'With `query` instead of `url` (a track\'s title and main artist in any order: `{"query": "Paper Tide Crystal Feather", ' +
      '"target_platform": "deezer"}`), the words are searched on the target (on Spotify, else the first platform the app has, ' +
      'when every target is asked), each candidate scored on the words it shares with them, and the best track converted like ' +
      'its link; every entry then has `match.method` `search` with the confidence of the words. Nothing confident is a 404 ' +
      '`ENOTFOUND` that names the words and the closest candidate.',
    auth: 'public',
    // A link or words to search, never both: a body fits exactly one.
    requestBody: { oneOf: [ConversionRequestSchema, TextSearchRequestSchema] },
    requestExample: EXAMPLES.convertTrackRequest,
    response: ConversionResponseSchema,
    example: EXAMPLES.convertTrack,
    otherResponses: [
      {
        status: 201,
        description: 'A playlist: the task to poll (request e.g. `' + JSON.stringify(EXAMPLES.convertPlaylistRequest) + '`)',
        response: PlaylistTaskCreatedResponseSchema,
        location: 'The task: /v1/task/{task_id}',
        example: EXAMPLES.taskCreated,
      },
      {
        status: 404,
        description:
          'ENOTFOUND: the link\'s item does not exist, or the one target asked for has no confident match (`platform`, and the closest `candidate` when one was scored); also for `query` when nothing is confident',
        response: NoMatchErrorBodySchema,
        example: EXAMPLES.convertNoMatch,
      },
    ],
    errors: [400, 404, 415, 503],
  },
];
