import { PLATFORM_KEYS, toCanonicalUrl, type PlatformKey } from '@segue/core';
import type { SandboxApps } from '../config';
import { LIVE_PROBES } from '../doctor/doctor-probes';

/**
 * A track link per platform for the dashboard's first-request example: in sandbox mode one the
 * simulators know, otherwise the long-lived catalog track `segue doctor` reads on the platform.
 */
export function exampleLinks(sandboxApps: SandboxApps | undefined): Partial<Record<PlatformKey, string>> {
  if (sandboxApps) return sandboxApps.exampleLinks;
  return Object.fromEntries(PLATFORM_KEYS.map((platform) => [platform, toCanonicalUrl({ platform, type: 'track', id: LIVE_PROBES[platform].track.id })]));
}
