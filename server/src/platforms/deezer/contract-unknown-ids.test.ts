/**
 * The check add-playlist makes before creating anything, on real recorded `GET /track/{id}`
 * answers: a known track, and Deezer's answer to an unknown id (HTTP 200 with a DataException
 * of code 800).
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { startRecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { createDeezerLibrary } from './library';

describe('Deezer unknown track ids on recorded responses', () => {
  it('reports the ids answered with the recorded 800 body, keeps the one answered with a track', async () => {
    const found = recording('deezer', 'track-3135556-2025.json');
    const missing = recording('deezer', 'track-not-found.json');
    expect((missing.body as { error: { code: number } }).error.code).toBe(800);
    const knownId = String((found.body as { id: number }).id);
    const platform = await startRecordedPlatform('deezer', [
      { endpoint: `GET /track/${knownId}`, status: found.status, body: found.body },
      { endpoint: 'GET /track/{id}', status: missing.status, body: missing.body },
    ]);
    const library = createDeezerLibrary({
      baseUrls: { api: platform.url, connect: platform.url },
      http: platform.http,
      userToken: { get: async () => 'frUSER', invalidate: () => undefined },
    });
    expect(await library.unknownTracks(['-1', knownId, '-2'])).toEqual(['-1', '-2']);
    expect(platform.unmatched).toEqual([]);
  });
});
