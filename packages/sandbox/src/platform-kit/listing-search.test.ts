import { describe, expect, it } from 'vitest';
import { testCatalog } from '../test-fixtures/start-platform';
import { normalizeWords, searchArtists, searchRecordings } from './listing-search';

const catalog = testCatalog();

describe('normalizeWords', () => {
  it('lower-cases, strips accents and splits on anything that is not a letter or digit', () => {
    expect(normalizeWords('Élodie — Café (feat. Ñandú) [Remastered 2011]')).toEqual(['elodie', 'cafe', 'feat', 'nandu', 'remastered', '2011']);
    expect(normalizeWords('Лена Северова')).toEqual(['лена', 'северова']);
  });
});

describe('searchRecordings', () => {
  it('finds a listing only by words it carries on that platform, with credit markers ignored', () => {
    const rec = catalog.recordings.find((r) => r.featuredArtistIds.length > 0 && r.platforms.tidal && r.platforms.applemusic)!;
    const featured = catalog.index.artist(rec.featuredArtistIds[0]!)!.name;
    const main = rec.platforms.tidal!.artists[0]!;
    // TIDAL lists the featured artist as an artist; "feat." itself is in no TIDAL field.
    const hits = searchRecordings(catalog, 'tidal', `${rec.title} ${main} feat. ${featured}`);
    expect(hits).toContain(rec);
    expect(searchRecordings(catalog, 'tidal', `${rec.title} zzqqxx`)).toEqual([]);
  });

  it('ranks a title match above a match in other fields and skips recordings absent from the platform', () => {
    const missing = catalog.recordings.find((r) => !r.platforms.ytmusic && r.platforms.tidal)!;
    expect(searchRecordings(catalog, 'ytmusic', missing.platforms.tidal!.title)).not.toContain(missing);
    const artist = catalog.artists.find((a) => a.platformIds.tidal)!;
    expect(searchArtists(catalog, 'tidal', artist.name)[0]).toBe(artist);
  });

  it('finds a listing by a title it does not show (YouTube Music romanises, search still knows the original)', () => {
    const twin = catalog.recordings.find((r) => r.kind === 'script_twin')!;
    const listing = twin.platforms.ytmusic!;
    expect(listing.title).not.toBe(twin.title);
    expect(searchRecordings(catalog, 'ytmusic', twin.title)).toContain(twin);
    expect(searchRecordings(catalog, 'ytmusic', listing.title)).toContain(twin);
  });
});
