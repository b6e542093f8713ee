import { FailedTaskResponseSchema, isErrorCode, NoMatchErrorBodySchema } from '@segue/core/schemas';
import { describeIssues, type Schema } from './schema';
import { SegueError } from './segue-error';
import { codeForStatus, parseRetryAfter } from './status-code';

export const PUBLIC_KEY_HEADER = 'x-segue-public-key';
export const PRIVATE_KEY_HEADER = 'x-segue-key';
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Which credentials a route takes: none, the public key, the private key, or the public key plus a linking token. */
export type Auth = 'none' | 'public' | 'private' | 'user';

export type LinkingTokenSource = string | (() => string | undefined | Promise<string | undefined>);

export interface TransportOptions {
  /** The API's base URL, e.g. `http://127.0.0.1:8787` (a path prefix is kept). */
  baseUrl: string;
  /** The app's public key: conversions, tasks, connect, the app's view, and `me.*` calls. */
  publicKey?: string;
  /** The app's private key: account, library and add-playlist calls. Never ship it to a browser. */
  privateKey?: string;
  /** The linking token of the one user `me.*` calls act for (a function to read it fresh). */
  linkingToken?: LinkingTokenSource;
  /** Defaults to the global `fetch`, looked up at each call. */
  fetch?: typeof fetch;
  /** Per request, including reading the body. Default 30 s. */
  timeoutMs?: number;
  /** Sent as `User-Agent` where the runtime allows it (browsers ignore it). */
  userAgent?: string;
  /** Check each successful body against the API's schemas (default true). */
  validate?: boolean;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  auth: Auth;
  /** Extra request headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** A 2xx answer whose body was JSON. */
export interface HttpReply {
  status: number;
  body: unknown;
  requestId: string | undefined;
  describe: string;
}

export interface Transport {
  readonly validate: boolean;
  send(request: HttpRequest): Promise<HttpReply>;
  /** Sends, then unwraps the envelope's `data` and checks it against `schema`. */
  data<T>(request: HttpRequest, schema: Schema<T>): Promise<T>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function missing(what: string, option: string, describe: string): SegueError {
  return new SegueError({
    code: 'ECONFIG',
    status: 0,
    message: `${describe} needs ${what}: pass \`${option}\` to createSegueClient`,
  });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A non-2xx answer as a SegueError: the envelope's code when it has a known one, else by status. */
function errorFromAnswer(response: Response, text: string, describe: string): SegueError {
  const parsed = parseJson(text);
  const body = parsed.ok && isRecord(parsed.value) ? parsed.value : undefined;
  // A failed task normally comes with HTTP 200; should one come with an error
  // status, its own code and the task are kept rather than a code guessed from the status.
  const failedTask = FailedTaskResponseSchema.safeParse(body);
  if (failedTask.success) {
    return new SegueError({
      code: failedTask.data.error.payload.error,
      status: response.status,
      message: failedTask.data.error.payload.message,
      requestId: response.headers.get('x-request-id') ?? undefined,
      failedTask: failedTask.data.error,
    });
  }
  const code = isErrorCode(body?.error) ? body.error : codeForStatus(response.status);
  const message =
    typeof body?.message === 'string' && body.message !== ''
      ? body.message
      : `${describe} answered HTTP ${response.status} without an error envelope`;
  return new SegueError({
    code,
    status: response.status,
    message,
    requestId: response.headers.get('x-request-id') ?? undefined,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
    noMatch: noMatchOf(body),
  });
}

/** The platform and candidate of a conversion's 404, when the body names a platform (`NoMatchErrorBody`). */
function noMatchOf(body: Record<string, unknown> | undefined): SegueError['noMatch'] {
  const parsed = NoMatchErrorBodySchema.safeParse(body);
  if (!parsed.success || parsed.data.platform === undefined) return undefined;
  const { platform, candidate } = parsed.data;
  return { platform, ...(candidate === undefined ? {} : { candidate }) };
}

export function badResponse(reply: Pick<HttpReply, 'status' | 'requestId' | 'describe'>, detail: string): SegueError {
  return new SegueError({
    code: 'EBADRESPONSE',
    status: reply.status,
    requestId: reply.requestId,
    message: `the answer to ${reply.describe} is not what the API promises: ${detail}`,
  });
}

/** Unwraps `{data, message, status}`; with validation on, also checks `data` against `schema`. */
export function unwrapEnvelope<T>(reply: HttpReply, schema: Schema<T>, validate: boolean): T {
  const body = reply.body;
  if (!isRecord(body) || !('data' in body)) throw badResponse(reply, 'the body has no `data`');
  if (!validate) return body.data as T;
  if (typeof body.message !== 'string' || !Number.isInteger(body.status)) {
    throw badResponse(reply, 'the envelope needs a string `message` and an integer `status`');
  }
  const result = schema.safeParse(body.data);
  if (!result.success) throw badResponse(reply, `data.${describeIssues(result.error.issues)}`);
  return result.data;
}

export function createTransport(options: TransportOptions): Transport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const validate = options.validate ?? true;

  async function headersFor(request: HttpRequest, describe: string): Promise<Headers> {
    const headers = new Headers({ ...request.headers, accept: 'application/json' });
    if (request.body !== undefined) headers.set('content-type', 'application/json');
    if (options.userAgent !== undefined) headers.set('user-agent', options.userAgent);
    if (request.auth === 'private') {
      if (!options.privateKey) throw missing("the app's private key", 'privateKey', describe);
      headers.set(PRIVATE_KEY_HEADER, options.privateKey);
      return headers;
    }
    if (request.auth === 'user') {
      const source = options.linkingToken;
      const token = typeof source === 'function' ? await source() : source;
      if (!token) throw missing("the user's linking token", 'linkingToken', describe);
      headers.set('authorization', `Bearer ${token}`);
    }
    if (request.auth !== 'none') {
      if (!options.publicKey) throw missing("the app's public key", 'publicKey', describe);
      headers.set(PUBLIC_KEY_HEADER, options.publicKey);
    }
    return headers;
  }

  function urlFor(request: HttpRequest): string {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) query.set(name, value);
    }
    const search = query.toString();
    return `${baseUrl}${request.path}${search === '' ? '' : `?${search}`}`;
  }

  async function send(request: HttpRequest): Promise<HttpReply> {
    const describe = `${request.method} ${request.path}`;
    const headers = await headersFor(request, describe);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

    let response: Response;
    let text: string;
    try {
      response = await doFetch(urlFor(request), {
        method: request.method,
        headers,
        body: request.body === undefined ? null : JSON.stringify(request.body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      if (timeout.aborted) {
        throw new SegueError({
          code: 'ETIMEOUT',
          status: 0,
          message: `${describe} got no complete answer within ${timeoutMs} ms`,
          cause: error,
        });
      }
      const reason = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new SegueError({
        code: 'ENETWORK',
        status: 0,
        message: `${describe} could not reach ${baseUrl}${reason}`,
        cause: error,
      });
    }

    if (!response.ok) throw errorFromAnswer(response, text, describe);
    const requestId = response.headers.get('x-request-id') ?? undefined;
    const parsed = parseJson(text);
    if (!parsed.ok) throw badResponse({ status: response.status, requestId, describe }, 'the body is not JSON');
    return { status: response.status, body: parsed.value, requestId, describe };
  }

  return {
    validate,
    send,
    async data(request, schema) {
      return unwrapEnvelope(await send(request), schema, validate);
    },
  };
}
