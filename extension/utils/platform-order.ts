import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';

/** The platforms to show, the preferred one first, then the others in their usual order; the source left out. */
export function platformOrder(preferred: PlatformKey, source?: PlatformKey): PlatformKey[] {
  const others = PLATFORM_KEYS.filter((key) => key !== source && key !== preferred);
  return preferred === source ? others : [preferred, ...others];
}
