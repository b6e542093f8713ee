/**
 * `/_sandbox/faults` on the sandbox's control host (127.0.0.1 only, like every sandbox host):
 * `GET` answers the faults in force per platform; `POST` a JSON object keyed by platform changes
 * them while the sandbox runs, for every process talking to it: a `FaultConfig` replaces that
 * platform's faults (and starts a fresh rate-limit window), `null` clears them, platforms not
 * named keep theirs. The answer is the faults in force afterwards.
 *
 *   curl -X POST http://127.0.0.1:4100/_sandbox/faults -d '{"spotify":{"errorRate":0.2},"deezer":null}'
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { IncomingMessage } from 'node:http';
import type { PlatformKey } from './catalog/model';
import { BodyTooLargeError, readBody } from './platform-kit/read-body';
import type { FaultConfig } from './simulator';

export interface FaultsControl {
  faults(): Partial<Record<PlatformKey, FaultConfig>>;
  setFaults(platform: PlatformKey, faults: FaultConfig | null): void;
}

export const FAULTS_PATH = '/_sandbox/faults';

const SHARES = ['errorRate', 'hangRate', 'malformedRate', 'rateLimitedRate'] as const;
const DURATIONS = ['latencyMs', 'jitterMs'] as const;
const FIELDS = new Set<string>([...SHARES, ...DURATIONS, 'rateLimit', 'servers']);

class Refused extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks one platform's faults field by field, so a typo is refused rather than ignored. */
function faultConfig(platform: string, value: unknown): FaultConfig | null {
  if (value === null) return null;
  if (!isObject(value)) throw new Refused(`${platform}: faults must be an object or null`);
  for (const key of Object.keys(value)) if (!FIELDS.has(key)) throw new Refused(`${platform}: unknown fault "${key}" (use ${[...FIELDS].join(', ')})`);
  for (const key of SHARES) {
    const share = value[key];
    if (share !== undefined && (typeof share !== 'number' || !(share >= 0 && share <= 1))) throw new Refused(`${platform}.${key} must be a share from 0 to 1`);
  }
  for (const key of DURATIONS) {
    const ms = value[key];
    if (ms !== undefined && (typeof ms !== 'number' || !(ms >= 0))) throw new Refused(`${platform}.${key} must be a non-negative number of ms`);
  }
  const limit = value.rateLimit;
  if (limit !== undefined && (!isObject(limit) || !Number.isInteger(limit.requests) || !Number.isInteger(limit.windowMs) || (limit.windowMs as number) <= 0)) {
    throw new Refused(`${platform}.rateLimit must be {"requests": integer, "windowMs": positive integer}`);
  }
  const servers = value.servers;
  if (servers !== undefined && (!Array.isArray(servers) || !servers.every((s) => typeof s === 'string'))) throw new Refused(`${platform}.servers must be a list of host names`);
  return value as FaultConfig;
}

/** Answers a request to `FAULTS_PATH`: status and JSON body. */
export async function handleFaults(req: IncomingMessage, control: FaultsControl): Promise<{ status: number; body: unknown }> {
  if (req.method === 'GET' || req.method === 'HEAD') return { status: 200, body: control.faults() };
  if (req.method !== 'POST') return { status: 405, body: { error: 'method not allowed: GET or POST' } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readBody(req));
  } catch (error) {
    return error instanceof BodyTooLargeError ? { status: 413, body: { error: 'body too large' } } : { status: 400, body: { error: 'body must be JSON keyed by platform' } };
  }
  try {
    if (!isObject(parsed)) throw new Refused('body must be a JSON object keyed by platform');
    const changes: Array<[PlatformKey, FaultConfig | null]> = [];
    for (const [platform, value] of Object.entries(parsed)) {
      if (!(PLATFORM_KEYS as readonly string[]).includes(platform)) throw new Refused(`unknown platform "${platform}" (use ${PLATFORM_KEYS.join(', ')})`);
      changes.push([platform as PlatformKey, faultConfig(platform, value)]);
    }
    // Checked whole before any is applied: a refused body changes nothing.
    for (const [platform, config] of changes) control.setFaults(platform, config);
    return { status: 200, body: control.faults() };
  } catch (error) {
    if (error instanceof Refused) return { status: 400, body: { error: error.message } };
    throw error;
  }
}
