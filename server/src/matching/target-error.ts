import type { ErrorCode } from '@segue/core/schemas';
import { translateError } from '../errors/to-app-error';

/** Why one target of a conversion has no result, reported beside the others. */
export interface TargetError {
  error: ErrorCode;
  message: string;
}

/** The caller-facing code and message of a failure; internals never leak. */
export function targetError(error: unknown): TargetError {
  const app = translateError(error);
  return app ? { error: app.code, message: app.message } : { error: 'EINTERNAL', message: 'this platform could not be converted because of an internal error' };
}
