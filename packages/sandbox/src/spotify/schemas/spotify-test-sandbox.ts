/** Test helper: a sandbox with only the Spotify simulator, plus a token and a GET helper. */
import { generateCatalog } from '../../catalog/generate-catalog';
import type { Catalog } from '../../catalog/model';
import { launchSimulators, type Sandbox } from '../../launch-simulators';
import { simulator } from '../index';

export interface SpotifyTestSandbox {
  sandbox: Sandbox;
  catalog: Catalog;
  token: string;
  /** Moves the simulators' clock forward. */
  advance(ms: number): void;
  get(path: string, auth?: string | null): Promise<{ status: number; headers: Headers; body: unknown }>;
  requestToken(init: { body: Record<string, string>; basic?: [string, string] }): Promise<{ status: number; body: unknown }>;
}

export async function startSpotifySandbox(recordings = 300): Promise<SpotifyTestSandbox> {
  let clock = Date.parse('2026-11-23T12:00:00Z');
  const catalog = generateCatalog(99, { recordings });
  const sandbox = await launchSimulators({ spotify: simulator }, { catalog, seed: 99, now: () => clock });
  const requestToken: SpotifyTestSandbox['requestToken'] = async ({ body, basic }) => {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (basic) headers.authorization = `Basic ${Buffer.from(`${basic[0]}:${basic[1]}`).toString('base64')}`;
    const res = await fetch(`${sandbox.urls.spotify.accounts}/api/token`, { method: 'POST', headers, body: new URLSearchParams(body).toString() });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const { client_id, client_secret } = sandbox.credentials.spotify;
  const granted = await requestToken({ body: { grant_type: 'client_credentials' }, basic: [client_id ?? '', client_secret ?? ''] });
  const token = (granted.body as { access_token: string }).access_token;
  return {
    sandbox,
    catalog,
    token,
    advance: (ms) => {
      clock += ms;
    },
    requestToken,
    get: async (path, auth = token) => {
      const res = await fetch(path.startsWith('http') ? path : `${sandbox.urls.spotify.api}${path}`, {
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Left as text: malformed-body tests look at it.
      }
      return { status: res.status, headers: res.headers, body };
    },
  };
}
