/**
 * Real recorded `/track/{id}` and `/track/isrc:{isrc}` bodies through the Deezer adapter, as the
 * platform sent them (HTTP layer and undici included), each mapped field checked against the body.
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../errors/platform-error';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { createDeezerAdapter } from './adapter';
import { answersOf, expectTrackFrom, type Body } from '../../../test/support/platforms/deezer-contract';

let platform: RecordedPlatform | undefined;

async function adapterOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('deezer', routes);
  return createDeezerAdapter({ baseUrls: { api: platform.url }, http: platform.http });
}

const notFound = recording('deezer', 'track-not-found.json');

describe('Deezer /track/{id}, recorded', () => {
  it.each(answersOf('GET /track/{id}').map((r) => [r.file, r] as const))('maps %s field by field', async (_file, rec) => {
    const body = rec.body as Body;
    const adapter = await adapterOn([route(rec)]);
    const track = await adapter.getTrack(String(body.id));
    expectTrackFrom(track, body);
    expect(track.isrc).toBe(String(body.isrc).toUpperCase());
    expect(track.releaseDate).toBe(body.release_date);
    // A full track always says where it sits on its album.
    expect([track.trackNumber, track.discNumber]).toEqual([body.track_position, body.disk_number]);
    expect(track.trackNumber).toBeGreaterThanOrEqual(1);
    // Every credited artist, main first, each once (Deezer lists an artist again per role).
    const credited = [...new Set((body.contributors as Body[]).map((c) => c.name as string))];
    expect(track.artists).toEqual(credited);
    expect(track.artists[0]).toBe(body.artist.name);
    expect(platform!.unmatched).toEqual([]);
  });

  it('reads the recorded "no data" body (code 800 in an HTTP 200) as not found', async () => {
    const adapter = await adapterOn([route(notFound)]);
    await expect(adapter.getTrack('-1')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('keeps ids above 2^31 exact', async () => {
    const rec = recording('deezer', 'track-2947516331.json');
    const adapter = await adapterOn([route(rec)]);
    const track = await adapter.getTrack('2947516331');
    expect(track.id).toBe('2947516331');
    expect(track.artists).toEqual(['Lady Gaga', 'Bruno Mars']);
  });
});

describe('Deezer /track/isrc:{isrc}, recorded', () => {
  const hit = recording('deezer', 'track-isrc-GBDUW0000061.json');
  const body = hit.body as Body;

  it('maps the hit to the track it names', async () => {
    const adapter = await adapterOn([route(hit)]);
    const found = await adapter.lookupIsrcs([body.isrc]);
    expect([...found.keys()]).toEqual([body.isrc]);
    expectTrackFrom(found.get(body.isrc)![0], body);
    expect(platform!.requests.map((r) => r.path)).toEqual([`/track/isrc:${body.isrc}`]);
  });

  it('reads an ISRC Deezer does not carry ("no data") as no match, not an error', async () => {
    const adapter = await adapterOn([route(notFound, { endpoint: 'GET /track/isrc:{isrc}' })]);
    await expect(adapter.lookupIsrcs(['ZZZZZ0000000'])).resolves.toEqual(new Map());
  });

  it('asks once per ISRC and keeps only answers whose ISRC is the one asked for', async () => {
    const adapter = await adapterOn([route(hit)]);
    const found = await adapter.lookupIsrcs([body.isrc, 'USUM72409273']);
    expect([...found.keys()]).toEqual([body.isrc]);
    expect(platform!.requests).toHaveLength(2);
  });
});

describe('Deezer error bodies, recorded', () => {
  it('reads the HTTP 404 "no data" of /album/0 as not found', async () => {
    const adapter = await adapterOn([route(recording('deezer', 'album-not-found-http-404.json'))]);
    await expect(adapter.getAlbum('0')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('reads an unknown path ({"error":"Not Found"}, HTTP 404) as not found', async () => {
    const adapter = await adapterOn([route(recording('deezer', 'error-unknown-route.json'), { endpoint: 'GET /track/{id}' })]);
    await expect(adapter.getTrack('1')).rejects.toMatchObject({ code: 'not_found' });
  });

  it.each(['error-parameter.json', 'error-exception-no-code.json'])('fails %s as a bad response naming Deezer\'s message', async (file) => {
    const rec = recording('deezer', file);
    const adapter = await adapterOn([route(rec, { endpoint: 'GET /track/{id}' })]);
    const error = await adapter.getTrack('1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'bad_response' });
    expect((error as Error).message).toContain((rec.body as Body).error.message);
  });
});

describe('Deezer throttling (documented body: https://developers.deezer.com/api/errors)', () => {
  const quota = { error: { type: 'Exception', message: 'Quota limit exceeded', code: 4 } };

  it('retries a quota error in a 200 body and reports rate_limited when it persists', async () => {
    const adapter = await adapterOn([{ endpoint: 'GET /track/{id}', body: quota }]);
    await expect(adapter.getTrack('3135556')).rejects.toMatchObject({ code: 'rate_limited' });
    expect(platform!.requests.length).toBeGreaterThan(1);
  });
});
