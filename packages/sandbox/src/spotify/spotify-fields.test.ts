import { describe, expect, it } from 'vitest';
import { parseFields, selectFields } from './spotify-fields';

const playlist = {
  name: 'Rainy Day',
  snapshot_id: 'abc',
  owner: { id: 'ada', display_name: 'Ada' },
  tracks: {
    total: 2,
    next: null,
    items: [
      { added_at: '2026-01-01T00:00:00Z', added_by: { id: 'ada', type: 'user' }, track: { name: 'Paper Tide', href: 'h1', album: { name: 'Tide', href: 'a1' } } },
      { added_at: '2026-01-02T00:00:00Z', added_by: { id: 'bo', type: 'user' }, track: { name: 'Low Sun', href: 'h2', album: { name: 'Sun', href: 'a2' } } },
    ],
  },
};

const select = (spec: string) => selectFields(playlist, parseFields(spec));

describe('Spotify fields filter', () => {
  it('keeps only the fields named, as the documentation’s examples do', () => {
    expect(select('snapshot_id')).toEqual({ snapshot_id: 'abc' });
    expect(select('name,owner.id')).toEqual({ name: 'Rainy Day', owner: { id: 'ada' } });
    expect(select('tracks.items(added_at,added_by.id)')).toEqual({
      tracks: { items: [{ added_at: '2026-01-01T00:00:00Z', added_by: { id: 'ada' } }, { added_at: '2026-01-02T00:00:00Z', added_by: { id: 'bo' } }] },
    });
    expect(select('tracks.items(track(name,href,album(name,href)))')).toEqual({
      tracks: { items: [{ track: { name: 'Paper Tide', href: 'h1', album: { name: 'Tide', href: 'a1' } } }, { track: { name: 'Low Sun', href: 'h2', album: { name: 'Sun', href: 'a2' } } }] },
    });
  });

  it('leaves out fields prefixed with "!"', () => {
    expect(select('tracks.items(track(album(!name)))')).toEqual({
      tracks: { items: [{ track: { album: { href: 'a1' } } }, { track: { album: { href: 'a2' } } }] },
    });
  });

  it('refuses a malformed selection with a 400', () => {
    for (const spec of ['', 'name,', 'tracks.items(added_at', 'name)', 'a..b', '!a.b']) {
      expect(() => parseFields(spec), spec).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});
