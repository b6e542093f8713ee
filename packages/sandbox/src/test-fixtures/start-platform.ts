import { generateCatalog } from '../catalog/generate-catalog';
import type { Catalog, PlatformKey } from '../catalog/model';
import { launchSimulators, type Sandbox } from '../launch-simulators';
import type { SimulatorFactory } from '../simulator';

/**
 * The catalog the simulators' tests share: small enough to generate in a few tens of
 * milliseconds, and a seed whose catalog holds every case the tests need (listings without
 * ISRC on Apple Music and TIDAL, ISRCs shared by two recordings, non-Latin artists).
 */
export function testCatalog(): Catalog {
  return generateCatalog(8, { recordings: 300 });
}

export const TEST_NOW = Date.parse('2026-11-23T12:00:00Z');

export interface StartedPlatform {
  sandbox: Sandbox;
  /** Moves the clock the simulator sees (token expiry). */
  setNow(ms: number): void;
}

/** One simulator behind the sandbox's own servers, fault gate and stats. */
export async function startPlatform(platform: PlatformKey, factory: SimulatorFactory, catalog: Catalog): Promise<StartedPlatform> {
  let now = TEST_NOW;
  const sandbox = await launchSimulators({ [platform]: factory }, { catalog, now: () => now });
  return {
    sandbox,
    setNow: (ms) => {
      now = ms;
    },
  };
}
