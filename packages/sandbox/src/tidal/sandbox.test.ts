import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../launch-simulators';
import { startSandbox } from '../start-sandbox';
import { testCatalog } from '../test-fixtures/start-platform';
import { errorsSchema, multiDocument, playlistItemSchema, tokenSchema, trackSchema } from './tidal-wire-schemas';

// Through startSandbox (the registry, loopback servers, fault gate, stats) on a generated catalog.
const catalog = testCatalog();
let sandbox: Sandbox;
let token: string;

async function get(path: string) {
  const res = await fetch(`${sandbox.urls.tidal.api}/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

beforeAll(async () => {
  sandbox = await startSandbox({ catalog, now: () => Date.parse('2026-11-23T12:00:00Z') });
  const { client_id, client_secret } = sandbox.credentials.tidal;
  const basic = Buffer.from(`${client_id}:${client_secret}`).toString('base64');
  const res = await fetch(`${sandbox.urls.tidal.auth}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  token = tokenSchema.parse(await res.json()).access_token;
});
afterAll(() => sandbox.close());

describe('TIDAL on the generated catalog', () => {
  it('renders every TIDAL listing to the documented track shape', async () => {
    const listings = catalog.recordings.flatMap((r) => (r.platforms.tidal ? [r.platforms.tidal] : []));
    const seen: string[] = [];
    for (let i = 0; i < listings.length; i += 20) {
      const ids = listings.slice(i, i + 20).map((l) => l.id);
      const doc = multiDocument(trackSchema).safeParse(JSON.parse((await get(`/tracks?filter[id]=${ids.join(',')}&countryCode=US`)).text));
      // Listings without an ISRC would fail the OAS (isrc is required); report which.
      if (!doc.success) throw new Error(`${ids.join(',')}: ${doc.error.message}`);
      seen.push(...doc.data.data.map((t) => t.id));
    }
    expect(seen).toEqual(listings.map((l) => l.id));
  });

  it('pages the 5,000-track playlist to the end, every entry once and in order', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'tidal' && p.recordingIds.length === 5000)!;
    const seen: string[] = [];
    let path: string | undefined = `/playlists/${playlist.platformId}/relationships/items?countryCode=US`;
    while (path) {
      const doc = multiDocument(playlistItemSchema).parse(JSON.parse((await get(path)).text));
      seen.push(...doc.data.map((d) => d.id));
      path = doc.links.next;
    }
    expect(seen).toEqual(playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms.tidal!.id));
    expect(sandbox.stats().platforms.tidal.endpoints['GET /v2/playlists/{id}/relationships/items']).toBe(250);
  });

  it('answers injected faults the TIDAL way', async () => {
    const track = catalog.recordings.find((r) => r.platforms.tidal)!.platforms.tidal!;
    try {
      sandbox.setFaults('tidal', { rateLimitedRate: 1 });
      const limited = await get(`/tracks/${track.id}`);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(JSON.parse(limited.text)).toEqual({ errors: [{ status: '429', detail: 'Rate limit exceeded' }] });
      sandbox.setFaults('tidal', { errorRate: 1 });
      const failed = await get(`/tracks/${track.id}`);
      expect(failed.status).toBeGreaterThanOrEqual(500);
      errorsSchema.parse(JSON.parse(failed.text));
      sandbox.setFaults('tidal', { malformedRate: 1 });
      const broken = await get(`/tracks/${track.id}`);
      expect(() => JSON.parse(broken.text) as unknown).toThrow();
    } finally {
      sandbox.setFaults('tidal', null);
    }
    expect((await get(`/tracks/${track.id}`)).status).toBe(200);
  });
});
