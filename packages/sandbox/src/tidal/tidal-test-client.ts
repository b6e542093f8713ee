/** Test support: the TIDAL simulator behind the sandbox servers, with a client-credentials token. */
import type { Catalog } from '../catalog/model';
import { startPlatform, type StartedPlatform } from '../test-fixtures/start-platform';
import { simulator } from './index';
import { tokenSchema } from './tidal-wire-schemas';

export interface TidalTestClient {
  started: StartedPlatform;
  /** GET on `/v2` of the api host with a valid token. */
  get(path: string): Promise<{ status: number; headers: Headers; body: unknown }>;
}

export async function startTidalTestClient(catalog: Catalog): Promise<TidalTestClient> {
  const started = await startPlatform('tidal', simulator, catalog);
  const { client_id, client_secret } = started.sandbox.credentials.tidal;
  const res = await fetch(`${started.sandbox.urls.tidal.auth}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client_id!, client_secret: client_secret! }).toString(),
  });
  const token = tokenSchema.parse(await res.json()).access_token;
  return {
    started,
    get: async (path) => {
      const r = await fetch(`${started.sandbox.urls.tidal.api}/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: r.status, headers: r.headers, body: (await r.json()) as unknown };
    },
  };
}
