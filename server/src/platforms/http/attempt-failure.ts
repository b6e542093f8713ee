import type { PlatformKey } from '@segue/core';
import { BrokenCircuitError } from 'cockatiel';
import { PlatformError } from '../../errors/platform-error';
import type { HttpRequest, RetryableKind } from './http-types';

// How one attempt of the HTTP layer (http-layer.ts) fails, and what its caller is told when the retries run out.

/** One attempt's retryable failure; becomes a `PlatformError` when the retries run out. */
export class AttemptFailure extends Error {
  constructor(
    readonly kind: RetryableKind | 'bad_response',
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
    options?: { cause?: unknown; retryable?: boolean },
  ) {
    super(message, options);
    this.retryable = options?.retryable ?? true;
  }

  /** False for a write that may have been applied: sending it again could apply it twice. */
  readonly retryable: boolean;
}

/** Sending twice is harmless (see `HttpRequest.idempotent`). */
export function isIdempotent(req: HttpRequest): boolean {
  const method = req.method ?? 'GET';
  return req.idempotent ?? (method !== 'POST' && method !== 'PATCH');
}

/** A connection that failed before the request could reach the platform. */
export function neverSent(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

export function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}

export function toPlatformError(platform: PlatformKey, error: unknown): PlatformError {
  if (error instanceof PlatformError) return error;
  if (error instanceof BrokenCircuitError) {
    return new PlatformError(platform, 'unavailable', `${platform} is failing; calls are paused for a while`, {
      cause: error,
    });
  }
  if (error instanceof AttemptFailure) {
    return new PlatformError(platform, error.kind, `${platform}: ${error.message}`, {
      status: error.status,
      retryAfterMs: error.retryAfterMs,
      cause: error,
    });
  }
  return new PlatformError(platform, 'unavailable', `${platform}: ${describe(error)}`, { cause: error });
}

