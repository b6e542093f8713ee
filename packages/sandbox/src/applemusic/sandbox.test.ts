import { SignJWT, importPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../launch-simulators';
import { startSandbox } from '../start-sandbox';
import { testCatalog } from '../test-fixtures/start-platform';
import { dataSchema, errorSchema, pageSchema, songSchema } from './apple-wire-schemas';

// Through startSandbox (the registry, loopback servers, fault gate, stats) on a generated catalog.
const catalog = testCatalog();
const NOW = Date.parse('2026-11-23T12:00:00Z');
let sandbox: Sandbox;
let token: string;

async function get(path: string) {
  const res = await fetch(`${sandbox.urls.applemusic.api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

beforeAll(async () => {
  sandbox = await startSandbox({ catalog, now: () => NOW });
  const c = sandbox.credentials.applemusic;
  token = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: c.key_id! })
    .setIssuer(c.team_id!)
    .setIssuedAt(NOW / 1000)
    .setExpirationTime(NOW / 1000 + 3600)
    .sign(await importPKCS8(c.private_key!, 'ES256'));
});
afterAll(() => sandbox.close());

describe('Apple Music on the generated catalog', () => {
  it('renders every Apple listing (non-Latin, decoys, missing ISRCs) to the documented song shape', async () => {
    const ids = catalog.recordings.flatMap((r) => (r.platforms.applemusic ? [r.platforms.applemusic.id] : []));
    const seen: string[] = [];
    for (let i = 0; i < ids.length; i += 300) {
      const r = await get(`/v1/catalog/us/songs?ids=${ids.slice(i, i + 300).join(',')}`);
      seen.push(...dataSchema(songSchema).parse(JSON.parse(r.text)).data.map((s) => s.id));
    }
    expect(seen).toEqual(ids);
  });

  it('returns every song that carries an ISRC, several per ISRC where the catalog has them', async () => {
    const shared = catalog.recordings.find((r) => {
      const isrc = r.platforms.applemusic?.isrc;
      return isrc !== undefined && catalog.index.recordingsByIsrc('applemusic', isrc).length > 1;
    });
    const sample = catalog.recordings.filter((r) => r.platforms.applemusic?.isrc).slice(0, 20);
    expect(shared).toBeDefined();
    const isrcs = [...new Set([...sample, shared!].map((r) => r.platforms.applemusic!.isrc!))];
    const body = dataSchema(songSchema).parse(JSON.parse((await get(`/v1/catalog/us/songs?filter[isrc]=${isrcs.join(',')}`)).text));
    const expected = isrcs.flatMap((isrc) => catalog.index.recordingsByIsrc('applemusic', isrc).map((r) => r.platforms.applemusic!.id));
    expect(body.data.map((s) => s.id).sort()).toEqual([...new Set(expected)].sort());
  });

  it('pages the 5,000-track playlist to the end, every entry once and in order', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'applemusic' && p.recordingIds.length === 5000)!;
    const seen: string[] = [];
    let path: string | undefined = `/v1/catalog/us/playlists/${playlist.platformId}/tracks`;
    while (path) {
      const page = pageSchema(songSchema).parse(JSON.parse((await get(`${path}${path.includes('?') ? '&' : '?'}limit=100`)).text));
      seen.push(...page.data.map((s) => s.id));
      path = page.next;
    }
    expect(seen).toEqual(playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms.applemusic!.id));
    expect(sandbox.stats().platforms.applemusic.endpoints['GET /v1/catalog/{sf}/playlists/{id}/tracks']).toBe(50);
  });

  it('answers injected faults the Apple way', async () => {
    const song = catalog.recordings.find((r) => r.platforms.applemusic)!.platforms.applemusic!;
    try {
      sandbox.setFaults('applemusic', { rateLimitedRate: 1 });
      const limited = await get(`/v1/catalog/us/songs/${song.id}`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeNull();
      expect(errorSchema.parse(JSON.parse(limited.text)).errors[0]?.status).toBe('429');
      sandbox.setFaults('applemusic', { errorRate: 1 });
      const failed = await get(`/v1/catalog/us/songs/${song.id}`);
      expect(failed.status).toBe(500);
      expect(errorSchema.parse(JSON.parse(failed.text)).errors[0]?.code).toBe('50001');
      sandbox.setFaults('applemusic', { malformedRate: 1 });
      const broken = await get(`/v1/catalog/us/songs/${song.id}`);
      expect(() => JSON.parse(broken.text) as unknown).toThrow();
    } finally {
      sandbox.setFaults('applemusic', null);
    }
    expect((await get(`/v1/catalog/us/songs/${song.id}`)).status).toBe(200);
  });
});
