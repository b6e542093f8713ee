import { openApiCheckOf } from '../../support/openapi-check';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown> | undefined;
}

export interface Tally {
  inputs: number;
  serverErrors: string[];
  /** Answers the server's `/openapi.json` does not declare (a status, a content type or a body). */
  undocumented: string[];
}

/** Inputs sent and 500s seen by the whole hostile suite (printed at the end). */
export const tally: Tally = { inputs: 0, serverErrors: [], undocumented: [] };

/** Longest a single request may take before it counts as a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;

export interface HostileRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/**
 * One request to the server, never following redirects; a request that takes longer than
 * REQUEST_TIMEOUT_MS rejects (a hang). Every request counts as an input, every 500 is recorded,
 * and every answer the server's `/openapi.json` does not declare is recorded: the fuzzers catch
 * what a property throws, so a throw here would go unseen.
 */
export async function send(base: string, request: HostileRequest): Promise<Reply> {
  tally.inputs += 1;
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  if (response.status === 500) tally.serverErrors.push(`${request.method} ${request.path.slice(0, 200)}: ${text.slice(0, 300)}`);
  const check = await openApiCheckOf(base);
  tally.undocumented.push(...check.problems({ method: request.method, path: request.path, status: response.status, contentType: response.headers.get('content-type'), text }));
  return { status: response.status, headers: response.headers, text, json };
}

/**
 * What is wrong with a reply by the envelope rules (docs/api.md); empty
 * when nothing is. An error is JSON `{error, message, status}` with `status` equal to the HTTP
 * status; a success carries `status` equal to it too.
 */
export function envelopeProblems(reply: Reply): string[] {
  const problems: string[] = [];
  if (reply.status === 500) problems.push('HTTP 500');
  if (!reply.json) return [...problems, `not a JSON object: ${reply.text.slice(0, 120)}`];
  if (reply.json.status !== reply.status) problems.push(`body status ${String(reply.json.status)} but HTTP ${reply.status}`);
  if (reply.status >= 400) {
    if (typeof reply.json.error !== 'string') problems.push('no error code');
    if (typeof reply.json.message !== 'string' || reply.json.message === '') problems.push('no message');
  }
  return problems;
}
