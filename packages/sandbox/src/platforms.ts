/** The one list of simulators: a platform without one fails to compile. */
import type { PlatformKey } from './catalog/model';
import type { SimulatorFactory } from './simulator';
import { simulator as applemusic } from './applemusic';
import { simulator as deezer } from './deezer';
import { simulator as spotify } from './spotify';
import { simulator as tidal } from './tidal';
import { simulator as ytmusic } from './ytmusic';

export const platforms = { applemusic, spotify, deezer, tidal, ytmusic } satisfies Record<PlatformKey, SimulatorFactory>;
