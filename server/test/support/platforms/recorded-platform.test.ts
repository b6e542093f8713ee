import { afterEach, describe, expect, it } from 'vitest';
import { startRecordedPlatform, type RecordedPlatform } from './recorded-platform';

describe('startRecordedPlatform', () => {
  let platform: RecordedPlatform | undefined;
  afterEach(async () => platform?.close());

  it('answers the first route whose method, path template and query match', async () => {
    platform = await startRecordedPlatform('spotify', [
      { endpoint: 'GET /v1/search', query: { type: 'album' }, body: { albums: { items: [null] } } },
      { endpoint: 'GET /v1/search', body: { tracks: { items: [] } } },
      { endpoint: 'GET /v1/tracks/{id}', status: 404, body: { error: { status: 404, message: 'Not found.' } } },
    ]);
    const albums = await platform.http.send({ url: `${platform.url}/v1/search`, query: { q: 'upc:1', type: 'album' } });
    const tracks = await platform.http.send({ url: `${platform.url}/v1/search`, query: { q: 'x', type: 'track' } });
    const missing = await platform.http.send({ url: `${platform.url}/v1/tracks/abc` });
    expect(albums.body).toEqual({ albums: { items: [null] } });
    expect(tracks.body).toEqual({ tracks: { items: [] } });
    expect(missing.status).toBe(404);
    expect(platform.requests.map((request) => request.path)).toEqual(['/v1/search', '/v1/search', '/v1/tracks/abc']);
  });

  it('keeps requests no route expected', async () => {
    platform = await startRecordedPlatform('deezer', [{ endpoint: 'GET /track/{id}', body: {} }]);
    await expect(platform.http.send({ url: `${platform.url}/track/1/extra` })).rejects.toThrow();
    expect(platform.unmatched.map((request) => request.path)).toContain('/track/1/extra');
  });

  describe('started inside a test', () => {
    let url = '';
    it('serves while the test runs', async () => {
      const started = await startRecordedPlatform('deezer', [{ endpoint: 'GET /track/{id}', body: { id: 1 } }]);
      url = started.url;
      expect((await fetch(`${url}/track/1`)).status).toBe(200);
    });

    it('is closed once that test finished', async () => {
      await expect(fetch(`${url}/track/1`)).rejects.toThrow();
    });
  });
});
