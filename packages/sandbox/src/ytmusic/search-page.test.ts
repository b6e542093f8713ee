import { describe, expect, it } from 'vitest';
import { searchFilter } from './search-page';

describe('searchFilter', () => {
  it.each([
    ['EgWKAQIIAWoMEA4QChADEAQQCRAF', 'songs'],
    ['EgWKAQIYAWoMEA4QChADEAQQCRAF', 'albums'],
    ['EgWKAQIgAWoMEA4QChADEAQQCRAF', 'artists'],
    ['EgWKAQIoAWoMEA4QChADEAQQCRAF', 'playlists'],
    ['EgWKAQIQAWoMEA4QChADEAQQCRAF', 'videos'],
    // The "ignore spelling" variant keeps the type and changes the suffix.
    ['EgWKAQIIAUICCAFqDBAOEAoQAxAEEAkQBQ%3D%3D', 'songs'],
  ])('%s filters %s', (params, filter) => {
    expect(searchFilter(params)).toBe(filter);
  });

  it('recognises nothing else', () => {
    expect(searchFilter('bogus')).toBeUndefined();
    expect(searchFilter('EgWKAQIZZ')).toBeUndefined();
  });
});
