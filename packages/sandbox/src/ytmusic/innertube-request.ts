import type { IncomingMessage } from 'node:http';
import { InnertubeError, innertubeErrors } from './innertube-errors';

/**
 * InnerTube refuses third-party Google OAuth bearer tokens: since 2024-11 every request with
 * `Authorization: Bearer …` is answered `400 Request contains an invalid argument.`
 * (`INVALID_ARGUMENT`, reason `badRequest`), valid token or not, whatever the endpoint
 * (https://github.com/sigma67/ytmusicapi/issues/676, #813, #814;
 * https://github.com/yt-dlp/yt-dlp/issues/11462). Only browser cookies still sign in, which a
 * service cannot ask its users for; accounts go through the YouTube Data API instead.
 */
export function refuseOAuthBearer(req: IncomingMessage): void {
  if (/^Bearer\s/i.test(req.headers.authorization ?? '')) throw new InnertubeError(innertubeErrors.invalidArgument());
}

/** The parts of an InnerTube request body the simulator reads. */
export interface InnertubeBody {
  query?: string;
  params?: string;
  browseId?: string;
  continuation?: string;
  /** A continuation sent the legacy way, as `ctoken`/`continuation` query parameters. */
  legacyContinuation?: string;
  videoId?: string;
  playlistId?: string;
  /** The whole parsed body, for the write endpoints' own fields (`title`, `actions`, ...). */
  raw: Record<string, unknown>;
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new InnertubeError(innertubeErrors.invalidArgument(`Invalid value at '${name}', expected a string.`));
  return value;
}

/**
 * Parses the JSON body and insists on the YouTube Music web client context
 * (`context.client.clientName: "WEB_REMIX"`), which is what makes InnerTube answer in the
 * music layouts. https://github.com/sigma67/ytmusicapi (constants, `initialize_context`)
 */
export function parseInnertubeBody(text: string): InnertubeBody {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new InnertubeError(innertubeErrors.invalidArgument('Invalid JSON payload received.'));
  }
  if (typeof body !== 'object' || body === null) throw new InnertubeError(innertubeErrors.invalidArgument());
  const b = body as Record<string, unknown>;
  const client = (b.context as { client?: { clientName?: unknown } } | undefined)?.client;
  if (client?.clientName !== 'WEB_REMIX') throw new InnertubeError(innertubeErrors.invalidArgument());
  return {
    query: optionalString(b.query, 'query'),
    params: optionalString(b.params, 'params'),
    browseId: optionalString(b.browseId, 'browse_id'),
    continuation: optionalString(b.continuation, 'continuation'),
    videoId: optionalString(b.videoId ?? b.video_id, 'video_id'),
    playlistId: optionalString(b.playlistId, 'playlist_id'),
    raw: b,
  };
}
