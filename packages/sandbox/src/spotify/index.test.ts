import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recording } from '../catalog/model';
import { albumSchema, artistSchema, errorSchema, oauthErrorSchema, tokenSchema, trackSchema } from './schemas/spotify-wire';
import { startSpotifySandbox, type SpotifyTestSandbox } from './schemas/spotify-test-sandbox';

let t: SpotifyTestSandbox;
beforeAll(async () => {
  t = await startSpotifySandbox();
});
afterAll(() => t.sandbox.close());

const onSpotify = (): Recording[] => t.catalog.recordings.filter((r) => r.platforms.spotify);

describe('Spotify accounts: client credentials', () => {
  it('issues a one-hour bearer token for HTTP Basic or form credentials', async () => {
    const { client_id = '', client_secret = '' } = t.sandbox.credentials.spotify;
    const basic = await t.requestToken({ body: { grant_type: 'client_credentials' }, basic: [client_id, client_secret] });
    expect(basic.status).toBe(200);
    tokenSchema.parse(basic.body);
    const form = await t.requestToken({ body: { grant_type: 'client_credentials', client_id, client_secret } });
    expect(form.status).toBe(200);
  });

  it('refuses a wrong secret, an unknown client and a missing grant with OAuth errors', async () => {
    const { client_id = '' } = t.sandbox.credentials.spotify;
    const wrong = await t.requestToken({ body: { grant_type: 'client_credentials' }, basic: [client_id, 'nope'] });
    expect(wrong.status).toBe(400);
    expect(oauthErrorSchema.parse(wrong.body).error).toBe('invalid_client');
    const unknown = await t.requestToken({ body: { grant_type: 'client_credentials' }, basic: ['someone', 'else'] });
    expect(oauthErrorSchema.parse(unknown.body).error).toBe('invalid_client');
    const noGrant = await t.requestToken({ body: {}, basic: [client_id, 'x'] });
    expect([noGrant.status, oauthErrorSchema.parse(noGrant.body).error]).toEqual([400, 'unsupported_grant_type']);
  });
});

describe('Spotify API authentication', () => {
  it('answers 401 with the error object for a missing, unknown or expired token', async () => {
    const id = onSpotify()[0]?.platforms.spotify?.id ?? '';
    const missing = await t.get(`/v1/tracks/${id}`, null);
    expect(missing.status).toBe(401);
    errorSchema.parse(missing.body);
    const unknown = await t.get(`/v1/tracks/${id}`, 'BQnot-a-token');
    expect([unknown.status, errorSchema.parse(unknown.body).error.message]).toEqual([401, 'Invalid access token']);
    const { client_id = '', client_secret = '' } = t.sandbox.credentials.spotify;
    const fresh = tokenSchema.parse((await t.requestToken({ body: { grant_type: 'client_credentials' }, basic: [client_id, client_secret] })).body);
    expect((await t.get(`/v1/tracks/${id}`, fresh.access_token)).status).toBe(200);
    t.advance(3_600_000);
    const expired = await t.get(`/v1/tracks/${id}`, fresh.access_token);
    expect([expired.status, errorSchema.parse(expired.body).error.message]).toEqual([401, 'The access token expired']);
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
    t.advance(-3_600_000);
  });
});

describe('Spotify tracks, albums and artists', () => {
  it('several tracks: an id of no track is null in its place; more than 50 ids is 400', async () => {
    const ids = onSpotify().slice(0, 2).map((r) => r.platforms.spotify?.id ?? '');
    const res = await t.get(`/v1/tracks?ids=${[ids[0], '0000000000000000000000', ids[1]].join(',')}`);
    expect(res.status).toBe(200);
    const tracks = (res.body as { tracks: ({ id: string } | null)[] }).tracks;
    expect(tracks.map((track) => track?.id ?? null)).toEqual([ids[0], null, ids[1]]);
    const tooMany = await t.get(`/v1/tracks?ids=${Array.from({ length: 51 }, () => ids[0]).join(',')}`);
    expect([tooMany.status, errorSchema.parse(tooMany.body).error.message]).toEqual([400, 'Too many ids requested']);
  });

  it('serves the full track object, agreeing with the ground truth', async () => {
    for (const recording of onSpotify().slice(0, 25)) {
      const listing = recording.platforms.spotify;
      const res = await t.get(`/v1/tracks/${listing?.id}`);
      expect(res.status).toBe(200);
      const track = trackSchema.parse(res.body);
      expect(track.name).toBe(listing?.title);
      expect(track.duration_ms).toBe(listing?.durationMs);
      expect(track.external_ids.isrc).toBe(listing?.isrc);
      expect(track.artists.map((a) => a.name)).toEqual(listing?.artists);
      expect(track.album.id).toBe(listing?.albumId);
      expect(track.album.images.map((i) => i.width)).toEqual([640, 300, 64]);
      expect(track.explicit).toBe(recording.explicit);
      expect(track.href).toBe(`${t.sandbox.urls.spotify.api}/v1/tracks/${listing?.id}`);
    }
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    const bad = await t.get('/v1/tracks/not-an-id');
    expect([bad.status, errorSchema.parse(bad.body).error.message]).toEqual([400, 'Invalid base62 id']);
    const unknown = await t.get('/v1/tracks/0000000000000000000000');
    expect(unknown.status).toBe(404);
    errorSchema.parse(unknown.body);
    const route = await t.get('/v1/nothing-here');
    expect([route.status, errorSchema.parse(route.body).error.status]).toEqual([404, 404]);
    expect((await t.get('/v1/tracks/0000000000000000000000?market=usa')).status).toBe(400);
  });

  it('serves an album with its first 50 tracks and pages the rest', async () => {
    const album = t.catalog.albums.find((a) => a.platforms.spotify && a.recordingIds.length >= 8);
    const id = album?.platforms.spotify?.id ?? '';
    const res = await t.get(`/v1/albums/${id}`);
    const parsed = albumSchema.parse(res.body);
    const listed = album?.recordingIds.filter((r) => t.catalog.index.recording(r)?.platforms.spotify) ?? [];
    expect(parsed.total_tracks).toBe(listed.length);
    expect(parsed.tracks.items.map((i) => i.id)).toEqual(listed.map((r) => t.catalog.index.recording(r)?.platforms.spotify?.id));
    expect(parsed.external_ids.upc).toBe(album?.platforms.spotify?.upc);

    const seen: string[] = [];
    let next: string | null = `/v1/albums/${id}/tracks?limit=3`;
    while (next) {
      const page = await t.get(next);
      const body = albumSchema.shape.tracks.parse(page.body);
      seen.push(...body.items.map((i) => i.id));
      expect(body.limit).toBe(3);
      next = body.next;
    }
    expect(seen).toEqual(parsed.tracks.items.map((i) => i.id));
    expect((await t.get(`/v1/albums/${id}/tracks?limit=51`)).status).toBe(400);
  });

  it('serves artists', async () => {
    const artist = t.catalog.artists[5];
    const res = await t.get(`/v1/artists/${artist?.platformIds.spotify}`);
    expect(artistSchema.parse(res.body).name).toBe(artist?.name);
  });

  it('counts requests per endpoint', async () => {
    t.sandbox.resetStats();
    const id = onSpotify()[1]?.platforms.spotify?.id ?? '';
    await t.get(`/v1/tracks/${id}`);
    await t.get(`/v1/tracks/${id}`);
    await t.get('/v1/search?q=x&type=track');
    const stats = t.sandbox.stats().platforms.spotify;
    expect(stats.endpoints).toEqual({ 'GET /v1/tracks/{id}': 2, 'GET /v1/search': 1 });
  });
});
