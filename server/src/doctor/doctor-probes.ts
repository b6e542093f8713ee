import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { Probe } from '../platforms/kit/define-platform';
import { platformRecord } from '../platforms/registry';

export type { Probe };

export type Probes = Record<PlatformKey, Probe>;

/** Each platform's live catalog items (its record's `liveProbe`). */
export const LIVE_PROBES = Object.fromEntries(PLATFORM_KEYS.map((platform) => [platform, platformRecord(platform).liveProbe])) as Probes;
