import { launchSimulators, type Sandbox, type SandboxOptions } from './launch-simulators';
import { platforms } from './platforms';
import { createYtMusicSimulator } from './ytmusic';

/**
 * Starts the five platform simulators on loopback ports around one seeded catalog, plus the
 * ground-truth host. Every server listens on 127.0.0.1 with a free port; `close()` frees them.
 */
export function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const { youtubeDailyQuota } = options;
  return launchSimulators(youtubeDailyQuota === undefined ? platforms : { ...platforms, ytmusic: createYtMusicSimulator({ youtubeDailyQuota }) }, options);
}
