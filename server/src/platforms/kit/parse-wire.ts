import type { PlatformKey } from '@segue/core';
import type { z } from 'zod';
import { PlatformError } from '../../errors/platform-error';

/**
 * Validates a platform response against the schema written from the platform's documentation.
 * A mismatch is `bad_response` naming the first offending path, so a platform-side format
 * change shows up as a readable error rather than as undefined fields further on.
 */
export function parseWire<S extends z.ZodType>(platform: PlatformKey, schema: S, body: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
  throw new PlatformError(platform, 'bad_response', `${platform} sent an unexpected ${what}: ${where}: ${issue?.message ?? 'invalid'}`, {
    cause: result.error,
  });
}
