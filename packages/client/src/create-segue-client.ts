import { buildSegueClient } from './build-segue-client';
import { MIN_POLL_INTERVAL_MS } from './poll-task';
import type { SegueClient, SegueClientOptions } from './segue-client';
import { sleep } from './sleep';

/**
 * A client for one Segue server. Give it the keys the calls you make need: the public key for
 * conversions, tasks, linking and `me.*` (with `linkingToken`); the private key, on your own
 * backend only, for accounts, libraries and adding playlists.
 */
export function createSegueClient(options: SegueClientOptions): SegueClient {
  return buildSegueClient(options, { minIntervalMs: MIN_POLL_INTERVAL_MS, sleep, now: () => Date.now() });
}
