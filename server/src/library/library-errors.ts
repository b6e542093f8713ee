import type { PlatformKey } from '@segue/core';
import { translateError } from '../errors/to-app-error';

/**
 * The error to throw for a failed library call: the API error `translateError` gives in a
 * library context (a refusal is about the user's grant, not the app's integration), or the
 * error itself when it is unknown.
 */
export function toLibraryError(error: unknown, platform: PlatformKey, what: string): unknown {
  return translateError(error, { library: { platform, what } }) ?? error;
}
