import { isAppError } from '../errors/app-error';
import { ProbeMismatch } from '../errors/probe-mismatch';
import { OAuthError } from '../errors/oauth-error';
import { isPlatformError } from '../platforms/index';

/** The calls `segue doctor` makes on every platform, in the order it makes them. */
export const CALL_NAMES = ['track', 'search', 'isrc', 'album', 'playlist', 'oauth-authorize', 'oauth-token'] as const;
export type CallName = (typeof CALL_NAMES)[number];

export interface CallResult {
  name: CallName;
  outcome: 'ok' | 'failed' | 'skipped';
  /** Elapsed milliseconds (0 when skipped). */
  ms: number;
  /** What was read back (ok), what went wrong (failed), or why the call was not made (skipped). */
  detail: string;
  /** The platform's HTTP status, when a response said why. */
  status?: number;
  /** The `PlatformError` code (`not_found`, `bad_response`, ...), the OAuth refusal kind, or `mismatch`. */
  code?: string;
  /** For a wire-format mismatch: the path inside the body that did not match the schema. */
  path?: string;
}

/** No answer within the doctor's limit for one call (the HTTP layer's own timeouts apply per request). */
class CallTimeout extends Error {}

export const skipped = (name: CallName, why: string): CallResult => ({ name, outcome: 'skipped', ms: 0, detail: why });

/** The first zod issue's path of a `bad_response` from `parseWire` (its cause is the ZodError). */
function zodPath(error: Error): string | undefined {
  const issues = (error.cause as { issues?: { path?: PropertyKey[] }[] } | undefined)?.issues;
  const path = Array.isArray(issues) ? issues[0]?.path : undefined;
  if (path) return path.length > 0 ? path.map(String).join('.') : '(root)';
  // Older messages carry it as `... sent an unexpected <what>: <path>: <problem>`.
  return /sent an unexpected [^:]+: ([^:\s]+):/.exec(error.message)?.[1];
}

/** An HTTP status named in an OAuth failure's message (`HTTP 503`, `answered 500`), when there is one. */
function statusInMessage(message: string): number | undefined {
  const match = /\bHTTP (\d{3})\b|\banswered (\d{3})\b/.exec(message);
  const status = match?.[1] ?? match?.[2];
  return status ? Number(status) : undefined;
}

export function describeFailure(name: CallName, ms: number, error: unknown): CallResult {
  const failed = (detail: string, extra: Partial<CallResult>): CallResult => ({ name, outcome: 'failed', ms, detail, ...extra });
  if (isPlatformError(error)) {
    const path = error.code === 'bad_response' ? zodPath(error) : undefined;
    return failed(error.message, {
      code: error.code,
      ...(error.status !== undefined ? { status: error.status } : {}),
      ...(path ? { path } : {}),
    });
  }
  if (error instanceof OAuthError) {
    const status = statusInMessage(error.message);
    return failed(error.message, { code: error.kind, ...(status ? { status } : {}) });
  }
  if (error instanceof ProbeMismatch) return failed(error.message, { code: 'mismatch', ...(error.path ? { path: error.path } : {}) });
  if (error instanceof CallTimeout) return failed(error.message, { code: 'timeout' });
  if (isAppError(error)) return failed(error.message, { code: error.code });
  return failed(error instanceof Error ? error.message : String(error), { code: 'error' });
}

/**
 * Runs one call, timing it; its detail on success, what failed otherwise. `limitMs` bounds a call
 * that makes several requests (token, then read, then pages), each under the HTTP layer's timeout.
 */
export async function timed(name: CallName, limitMs: number, call: () => Promise<string>): Promise<CallResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CallTimeout(`no answer within ${Math.round(limitMs / 1000)} s`)), limitMs);
  });
  try {
    const detail = await Promise.race([call(), limit]);
    return { name, outcome: 'ok', ms: Math.round(performance.now() - started), detail };
  } catch (error) {
    return describeFailure(name, Math.round(performance.now() - started), error);
  } finally {
    clearTimeout(timer);
  }
}
