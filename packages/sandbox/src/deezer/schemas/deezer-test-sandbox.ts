/** Test helper: a sandbox with only the Deezer simulator and a GET helper that keeps non-JSON bodies as text. */
import { generateCatalog } from '../../catalog/generate-catalog';
import type { Catalog } from '../../catalog/model';
import { launchSimulators, type Sandbox } from '../../launch-simulators';
import { simulator } from '../index';

export interface DeezerTestSandbox {
  sandbox: Sandbox;
  catalog: Catalog;
  advance(ms: number): void;
  get(path: string): Promise<{ status: number; headers: Headers; body: unknown }>;
}

export async function startDeezerSandbox(recordings = 300): Promise<DeezerTestSandbox> {
  let clock = Date.parse('2026-11-23T12:00:00Z');
  const catalog = generateCatalog(77, { recordings });
  const sandbox = await launchSimulators({ deezer: simulator }, { catalog, seed: 77, now: () => clock });
  return {
    sandbox,
    catalog,
    advance: (ms) => {
      clock += ms;
    },
    get: async (path) => {
      const res = await fetch(path.startsWith('http') ? path : `${sandbox.urls.deezer.api}${path}`);
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Left as text for the malformed-body and edge-error tests.
      }
      return { status: res.status, headers: res.headers, body };
    },
  };
}
