import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpLayer } from '../http/http-layer';
import { startTestServer, type TestServer } from '../http/start-test-server';
import { createSpotifyAdapter } from './adapter';

// Spotify's playlist shapes differ by app mode and date: 2026 dev-mode apps get `items`/`item`,
// older ones `tracks`/`track`, and some playlists come with only a link to their entries.
// https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide
const track = (id: string) => ({
  id,
  type: 'track',
  name: `Song ${id}`,
  artists: [{ id: 'a1', name: 'Mira Vale' }],
  duration_ms: 200_000,
  explicit: false,
  album: { id: 'al1', name: 'Night Sessions', images: [], release_date: '2019' },
  external_ids: { isrc: `QZFX2240000${id.slice(-1)}` },
});

const playlists: Record<string, unknown> = {
  legacy: { id: 'legacy', name: 'Old shape', tracks: { items: [{ track: track('t1') }, { track: null }], next: null, total: 2 } },
  linked: { id: 'linked', name: 'Link only', items: { href: 'x', total: 2 } },
};

let server: TestServer;
const layer = createHttpLayer({ maxRetries: 0 });
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/api/token') return send(200, { access_token: 'tok', token_type: 'Bearer', expires_in: 3600 });
    if (path === '/v1/playlists/linked/items') {
      return send(200, { items: [{ item: track('t2'), track: track('t2') }, { item: { type: 'episode', id: 'e1' } }], next: null, total: 2 });
    }
    if (path === '/v1/playlists/hidden/items') return send(403, { error: { status: 403, message: 'Forbidden' } });
    const id = path.replace('/v1/playlists/', '');
    if (id === 'hidden') return send(200, { id, name: 'Not yours', items: { href: 'x', total: 9 } });
    return playlists[id] ? send(200, playlists[id]) : send(404, { error: { status: 404, message: 'Not found' } });
  });
});
afterAll(async () => {
  await layer.close();
  await server.close();
});

const adapter = () =>
  createSpotifyAdapter({
    baseUrls: { api: server.url, accounts: server.url },
    credentials: { client_id: 'id', client_secret: 'secret' },
    http: layer.client('spotify', 'shapes'),
  });

describe('Spotify playlist shapes', () => {
  it('reads the pre-2026 tracks/track shape, skipping removed entries', async () => {
    const read = await adapter().getPlaylist('legacy');
    expect(read.tracks.map((t) => [t.id, t.releaseDate])).toEqual([['t1', '2019']]);
  });

  it('fetches the entries when the playlist only links to them, skipping episodes', async () => {
    const read = await adapter().getPlaylist('linked');
    expect(read.tracks.map((t) => t.id)).toEqual(['t2']);
  });

  it('reports entries the app may not read as unsupported', async () => {
    await expect(adapter().getPlaylist('hidden')).rejects.toMatchObject({ code: 'unsupported', status: 403 });
  });
});
