/**
 * Real recorded search, artist and playlist bodies through the Deezer adapter.
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { createDeezerAdapter } from './adapter';
import { answersOf, atCoverSize, coverPicture, expectTrackFrom, type Body } from '../../../test/support/platforms/deezer-contract';

let platform: RecordedPlatform | undefined;

async function adapterOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('deezer', routes);
  return createDeezerAdapter({ baseUrls: { api: platform.url }, http: platform.http });
}

// `/search` and `/search/track` answer the same rows; the adapter asks `/search/track`.
const trackSearches = [...answersOf('GET /search/track'), ...answersOf('GET /search')];

describe('Deezer track search, recorded', () => {
  it.each(trackSearches.map((r) => [r.file, r] as const))('maps every row of %s', async (_file, rec) => {
    const rows = (rec.body as Body).data as Body[];
    const adapter = await adapterOn([route(rec, { endpoint: 'GET /search/track' })]);
    const found = await adapter.searchTracks({ title: 'Joke', artists: ['Lou Doillon'] });
    expect(found.map((t) => t.id)).toEqual(rows.map((r) => String(r.id)));
    rows.forEach((row, i) => expectTrackFrom(found[i], row));
    // The advanced form first: artist:"…" track:"…".
    expect(platform!.requests[0]!.query.get('q')).toBe('artist:"Lou Doillon" track:"Joke"');
  });

  it('tries plain words when the advanced query finds nothing', async () => {
    const hits = recording('deezer', 'search-track-advanced.json');
    const adapter = await adapterOn([
      { endpoint: 'GET /search/track', query: { q: 'artist:"Lou Doillon" track:"The Joke"' }, body: { data: [], total: 0 } },
      route(hits),
    ]);
    const found = await adapter.searchTracks({ title: 'The Joke', artists: ['Lou Doillon'] });
    expect(found).toHaveLength((hits.body as Body).data.length);
    expect(platform!.requests.map((r) => r.query.get('q'))).toEqual(['artist:"Lou Doillon" track:"The Joke"', 'The Joke Lou Doillon']);
  });
});

describe('Deezer album and artist search, recorded', () => {
  it.each(answersOf('GET /search/album').map((r) => [r.file, r] as const))('maps every album of %s', async (_file, rec) => {
    const rows = (rec.body as Body).data as Body[];
    const adapter = await adapterOn([route(rec)]);
    const albums = await adapter.searchAlbums({ title: 'Discovery', artists: ['Daft Punk'] }, { limit: 100 });
    expect(albums).toHaveLength(rows.length);
    rows.forEach((row, i) =>
      expect(albums[i]).toMatchObject({ id: String(row.id), title: row.title, artists: [row.artist.name], cover: atCoverSize(row.cover_xl), url: row.link }),
    );
  });

  it.each(answersOf('GET /search/artist').map((r) => [r.file, r] as const))('maps every artist of %s', async (_file, rec) => {
    const rows = (rec.body as Body).data as Body[];
    const adapter = await adapterOn([route(rec)]);
    const artists = await adapter.searchArtists('Daft Punk', { limit: 100 });
    expect(artists).toHaveLength(rows.length);
    rows.forEach((row, i) => expect(artists[i]).toMatchObject({ id: String(row.id), name: row.name, image: coverPicture(row.picture_xl, row.picture_big), url: row.link }));
  });

  it.each(answersOf('GET /artist/{id}').map((r) => [r.file, r] as const))('maps the artist of %s', async (_file, rec) => {
    const body = rec.body as Body;
    const adapter = await adapterOn([route(rec)]);
    await expect(adapter.getArtist(String(body.id))).resolves.toEqual({
      platform: 'deezer',
      id: String(body.id),
      name: body.name,
      image: coverPicture(body.picture_xl, body.picture_big),
      url: body.link,
    });
  });
});

describe('Deezer playlists, recorded', () => {
  it.each(answersOf('GET /playlist/{id}').map((r) => [r.file, r] as const))('maps %s with every track', async (_file, rec) => {
    const body = rec.body as Body;
    const inline = body.tracks.data as Body[];
    // Deezer embeds the first rows; the rest, if any, come from `/playlist/{id}/tracks?index=`.
    const adapter = await adapterOn([route(rec), { endpoint: 'GET /playlist/{id}/tracks', body: { data: [], total: inline.length } }]);
    const playlist = await adapter.getPlaylist(String(body.id));
    expect(playlist).toMatchObject({ id: String(body.id), title: body.title, description: body.description, owner: body.creator.name, url: body.link });
    expect(playlist.cover).toBe(coverPicture(body.picture_xl, body.picture_big));
    expect(playlist.tracks.map((t) => t.id)).toEqual(inline.map((r) => String(r.id)));
    inline.forEach((row, i) => expectTrackFrom(playlist.tracks[i], row));
  });

  it.each(answersOf('GET /playlist/{id}/tracks').map((r) => [r.file, r] as const))('reads the rows of %s after the inline ones', async (_file, rec) => {
    const rows = (rec.body as Body).data as Body[];
    const head = recording('deezer', 'playlist-11356820724-empty.json').body as Body;
    // A playlist whose inline list is empty although it holds tracks: all come from the list endpoint.
    const next = (rec.body as Body).next as string | undefined;
    const after = next ? [{ endpoint: 'GET /playlist/{id}/tracks', query: { index: new URL(next).searchParams.get('index')! }, body: { data: [] } }] : [];
    const adapter = await adapterOn([...after, route(rec), { endpoint: 'GET /playlist/{id}', body: { ...head, nb_tracks: rows.length } }]);
    const playlist = await adapter.getPlaylist(String(head.id));
    expect(playlist.tracks).toHaveLength(rows.length);
    rows.forEach((row, i) => expectTrackFrom(playlist.tracks[i], row));
  });
});
