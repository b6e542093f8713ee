/**
 * The parsers every route, service and repository uses for the ids callers send: one UUID
 * pattern and one platform-key check with one error message, instead of a copy per feature.
 */
import { isPlatformKey, PLATFORM_KEYS, type PlatformKey } from '@segue/core/platform-keys';
import { AppError } from '../errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its canonical 8-4-4-4-12 form, any case (ids, API keys). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A platform key from a path or body, or `EINVALIDPLATFORM` listing the valid ones. */
export function platformKeyParam(value: unknown): PlatformKey {
  const raw = String(value);
  if (!isPlatformKey(raw)) throw new AppError('EINVALIDPLATFORM', `unknown platform "${raw}": use one of ${PLATFORM_KEYS.join(', ')}`);
  return raw;
}
