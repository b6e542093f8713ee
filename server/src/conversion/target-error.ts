import type { ErrorCode } from '@segue/core/schemas';
import { isAppError } from '../errors/app-error';
import { isPlatformError, toAppError } from '../platforms/index';

/** Why one target of a conversion has no result, reported beside the others. */
export interface TargetError {
  error: ErrorCode;
  message: string;
}

/** The caller-facing code and message of a failure; internals never leak. */
export function targetError(error: unknown): TargetError {
  const app = isPlatformError(error) ? toAppError(error) : isAppError(error) ? error : undefined;
  return app ? { error: app.code, message: app.message } : { error: 'EINTERNAL', message: 'this platform could not be converted because of an internal error' };
}
