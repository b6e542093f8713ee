/**
 * The one list of simulated platforms' profiles (`platform-kit/simulated-platform.ts`): a
 * platform without one fails to compile. Kept apart from `platforms.ts` (the simulators) because
 * catalog generation and user state read these, and the simulators import both.
 */
import type { PlatformKey } from './catalog/model';
import type { SimulatedPlatform } from './platform-kit/simulated-platform';
import { profile as applemusic } from './applemusic/profile';
import { profile as deezer } from './deezer/profile';
import { profile as spotify } from './spotify/profile';
import { profile as tidal } from './tidal/profile';
import { profile as ytmusic } from './ytmusic/profile';

export const profiles: { readonly [P in PlatformKey]: SimulatedPlatform<P> } = { applemusic, spotify, deezer, tidal, ytmusic };
