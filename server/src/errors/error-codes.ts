import type { ErrorCode } from '@segue/core/schemas';

export type { ErrorCode } from '@segue/core/schemas';

/**
 * The HTTP status each stable error code (docs/api.md, "Errors") answers by default. A
 * route may answer a code with another status when the situation says so (an oversized body is
 * `EBADREQUEST` with 413), but the body's `status` always equals the HTTP status.
 */
export const ERROR_STATUS = {
  EBADREQUEST: 400,
  EINVALIDLINK: 400,
  EHOSTUNSUPPORTED: 400,
  EINVALIDPLATFORM: 400,
  ENOCREDENTIALS: 400,
  EUNAUTHORIZED: 401,
  EFORBIDDEN: 403,
  ENOTFOUND: 404,
  ERATELIMITED: 429,
  EPLATFORMUNAVAILABLE: 503,
  ENOTSUPPORTED: 400,
  EINTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;
