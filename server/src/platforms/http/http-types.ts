import type { PlatformKey } from '@segue/core';

/** A failure the HTTP layer retries: the platform is throttling us, or it is (briefly) down. */
export type RetryableKind = 'rate_limited' | 'unavailable';

/** A failure found in a response body, with how long to wait when the platform's limits are known. */
export interface BodyFailure {
  kind: RetryableKind;
  retryAfterMs?: number;
}

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Absolute URL; `query` entries are appended (undefined values skipped). */
  url: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** Sent as JSON (`content-type: application/json` unless headers say otherwise). */
  json?: unknown;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  /**
   * Platform-specific failures hidden in an otherwise successful response, e.g. Deezer's quota
   * error inside a 200 body. Return a kind to have the response retried like a 429/5xx.
   */
  classify?: (response: HttpResponse) => RetryableKind | BodyFailure | undefined;
  /** Per-attempt timeout in ms; the layer's default otherwise. */
  timeoutMs?: number;
  /**
   * Whether sending twice is harmless. Defaults to true for GET, PUT and DELETE and false for
   * POST and PATCH (which RFC 9110 does not make idempotent): a POST that timed out or answered 5xx may have been applied (a track added to a
   * playlist), so it is retried only when the platform surely did not take it (429, a quota
   * error in the body, a connection refused). Read-only POSTs (InnerTube, client-credentials
   * tokens) say `true`.
   */
  idempotent?: boolean;
  /** `text`: the body is handed back as the raw text (an HTML page), never parsed as JSON. */
  expect?: 'json' | 'text';
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string | undefined>;
  /** Parsed JSON; the raw text when a non-2xx body is not JSON or `expect` is `text`; undefined for an empty body. */
  body: unknown;
}

/** One platform's HTTP client for one integration: its own budget and circuit breaker. */
export interface PlatformHttp {
  readonly platform: PlatformKey;
  /**
   * Sends with timeout, retries and budget. Resolves with any response that is neither retryable
   * nor exhausted (2xx, and 4xx other than 429, for the adapter to interpret); throws
   * `PlatformError` `rate_limited`, `unavailable` or `bad_response` otherwise.
   */
  send(request: HttpRequest): Promise<HttpResponse>;
}

export interface RequestBudget {
  /** Requests in flight at once. */
  concurrency: number;
  /** At most `requests` started per `intervalMs`. */
  requests: number;
  intervalMs: number;
}

export interface PlatformRequestStats {
  /** Attempts that reached the network (retries included). */
  requests: number;
  retries: number;
  /** Calls that ended in a `PlatformError` thrown by the layer. */
  failures: number;
}
