import { z } from 'zod';

/** Stable error codes of the API; the text in `message` may change, these do not. */
export const ERROR_CODES = [
  'EBADREQUEST',
  'EINVALIDLINK',
  'EHOSTUNSUPPORTED',
  'EINVALIDPLATFORM',
  'ENOCREDENTIALS',
  'EUNAUTHORIZED',
  'EFORBIDDEN',
  'ENOTFOUND',
  'ERATELIMITED',
  'EPLATFORMUNAVAILABLE',
  'ENOTSUPPORTED',
  'EINTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorCodeSchema = z.enum(ERROR_CODES).meta({
  id: 'ErrorCode',
  description: 'Stable machine-readable error code.',
});

export const ErrorBodySchema = z
  .object({
    error: ErrorCodeSchema,
    message: z.string().min(1),
    status: z.int().min(400).max(599),
  })
  .meta({
    id: 'ErrorBody',
    description: 'Body of every failed request; `status` equals the HTTP status.',
  });

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
