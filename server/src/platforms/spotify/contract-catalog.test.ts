/**
 * The catalog adapter on real recorded Spotify responses: tracks, albums with later pages,
 * artists, and the market that every catalog read names.
 */
import { recordingsOf } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/platforms/fault-cases';
import { route, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { apiRequests, bodyOf, coverOf, expectAlbum, expectTrack, recordedAdapter, spotify } from '../../../test/support/platforms/spotify-contract';

let platform: RecordedPlatform | undefined;

const okBodies = (endpoint: string) => recordingsOf('spotify', endpoint).filter((r) => r.status === 200);

describe('Spotify catalog on recorded responses', () => {
  it.each(okBodies('GET /v1/tracks/{id}').map((r) => [r.file, r] as const))('maps the track of %s', async (_file, recorded) => {
    const body = recorded.body as { id: string };
    const env = await recordedAdapter([route(recorded)]);
    platform = env.platform;
    expectTrack(await env.adapter.getTrack(body.id), body);
    const [request] = apiRequests(platform);
    expect(request?.path).toBe(`/v1/tracks/${body.id}`);
    expect(request?.query.get('market')).toBe('US');
  });

  it('reads hyphenated ISRCs bare', async () => {
    const env = await recordedAdapter([route(spotify('track-multiartist.json'))]);
    platform = env.platform;
    expect((await env.adapter.getTrack('6sjZfVJworBX6TqyjkxIJ1')).isrc).toBe('GBSMU4566095');
  });

  it('asks for the integration market, and the default market for integrations stored without one', async () => {
    const env = await recordedAdapter([route(spotify('track-single.json'))], 'GB');
    platform = env.platform;
    await env.adapter.getTrack('1zHlj4dQ8ZAtrayhuDDmkY');
    expect(apiRequests(platform)[0]?.query.get('market')).toBe('GB');
  });

  it.each(okBodies('GET /v1/albums/{id}').map((r) => [r.file, r] as const))('maps the album of %s with its tracks', async (_file, recorded) => {
    const body = recorded.body as { id: string; tracks: { items: Array<{ id: string }>; next: string | null; total: number } };
    // The one album with a second page gets it; any other album asking for more is a failure (501).
    const later = body.tracks.next ? [route(spotify('album-tracks-second-page.json'))] : [];
    const env = await recordedAdapter([route(recorded), ...later]);
    platform = env.platform;
    const album = await env.adapter.getAlbum(body.id);
    expectAlbum(album, body);
    expect(album.tracks.slice(0, body.tracks.items.length).map((t) => t.id)).toEqual(body.tracks.items.map((t) => t.id));
    // Read to the album's count when Spotify links more; a first page with next null is all there is.
    expect(album.tracks).toHaveLength(body.tracks.next ? body.tracks.total : body.tracks.items.length);
    body.tracks.items.forEach((raw, i) => expectTrack(album.tracks[i], raw, body));
  });

  it('reads an album past its embedded first page, on our base URL and in the market', async () => {
    const first = bodyOf('album-55-tracks-first-page.json');
    const second = bodyOf('album-tracks-second-page.json');
    const env = await recordedAdapter([route(spotify('album-55-tracks-first-page.json')), route(spotify('album-tracks-second-page.json'))]);
    platform = env.platform;
    const album = await env.adapter.getAlbum(first.id);
    expect(album.tracks).toHaveLength(first.tracks.total);
    expectTrack(album.tracks[50], second.items[0], first);
    expect(album.tracks.at(-1)?.id).toBe(second.items.at(-1).id);
    const later = apiRequests(platform)[1]!;
    expect(later.path).toBe(`/v1/albums/${first.id}/tracks`);
    expect(later.query.get('offset')).toBe('50');
    expect(later.query.get('market')).toBe('US');
  });

  it('keeps relinked and market-restricted tracks of an album (linked_from.id null, restrictions)', async () => {
    const body = bodyOf('album-relinked-tracks.json');
    const env = await recordedAdapter([route(spotify('album-relinked-tracks.json'))]);
    platform = env.platform;
    const album = await env.adapter.getAlbum(body.id);
    expect(album.tracks.map((t) => t.id)).toEqual(body.tracks.items.map((t: { id: string }) => t.id));
    expect(album.tracks.find((t) => t.title === 'Close')).toBeDefined();
  });

  it.each(okBodies('GET /v1/albums/{id}/tracks').map((r) => [r.file, r] as const))('reads album track page %s', async (_file, recorded) => {
    const page = recorded.body as { items: Array<{ id: string; is_playable?: boolean }> };
    const album = {
      ...bodyOf('album-single-die-with-a-smile.json'),
      tracks: { ...page, next: `https://api.spotify.com/v1/albums/x/tracks?offset=${page.items.length}`, total: 2 * page.items.length },
    };
    const env = await recordedAdapter([route(spotify('album-single-die-with-a-smile.json'), { body: album }), route(recorded)]);
    platform = env.platform;
    const read = await env.adapter.getAlbum(album.id);
    expect(read.tracks.map((t) => t.id)).toEqual([...page.items, ...page.items].map((t) => t.id));
  });

  it.each(okBodies('GET /v1/artists/{id}').map((r) => [r.file, r] as const))('maps the artist of %s', async (_file, recorded) => {
    const body = recorded.body as { id: string; name: string; images: Array<{ url: string }>; external_urls: { spotify: string } };
    const env = await recordedAdapter([route(recorded)]);
    platform = env.platform;
    expect(await env.adapter.getArtist(body.id)).toEqual({
      platform: 'spotify',
      id: body.id,
      name: body.name,
      image: coverOf(body.images),
      url: body.external_urls.spotify,
    });
    expect(apiRequests(platform)[0]?.query.has('market')).toBe(false);
  });

  it('reads a legacy error body as not_found', async () => {
    const env = await recordedAdapter([route(spotify('error-not-found-legacy.json'))]);
    platform = env.platform;
    expect(await errorCode(env.adapter.getTrack('0000000000000000000000'))).toBe('not_found');
  });
});
