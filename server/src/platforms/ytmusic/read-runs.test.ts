import { describe, expect, it } from 'vitest';
import type { Run } from './innertube-schemas';
import { parseClock, summarizeRuns } from './read-runs';

const artist = (text: string, id = 'UCx'): Run => ({
  text,
  navigationEndpoint: {
    browseEndpoint: { browseId: id, browseEndpointContextSupportedConfigs: { browseEndpointContextMusicConfig: { pageType: 'MUSIC_PAGE_TYPE_ARTIST' } } },
  },
});
const album = (text: string, id: string): Run => ({
  text,
  navigationEndpoint: {
    browseEndpoint: { browseId: id, browseEndpointContextSupportedConfigs: { browseEndpointContextMusicConfig: { pageType: 'MUSIC_PAGE_TYPE_ALBUM' } } },
  },
});
const sep: Run = { text: ' • ' };

describe('parseClock', () => {
  it.each([
    ['4:11', 251_000],
    ['0:59', 59_000],
    ['1:02:03', 3_723_000],
  ])('%s → %d', (text, ms) => expect(parseClock(text)).toBe(ms));

  it.each(['', '4:1', 'Song', '2024'])('rejects %j', (text) => expect(parseClock(text)).toBeUndefined());
});

describe('summarizeRuns', () => {
  it('reads a search row subtitle: label, linked artists, album, length', () => {
    const runs: Run[] = [{ text: 'Song' }, sep, artist('Lady Gaga'), { text: ' & ' }, artist('Bruno Mars'), sep, album('Die With A Smile', 'MPREb_x'), sep, { text: '4:12' }];
    expect(summarizeRuns(runs)).toEqual({
      artists: ['Lady Gaga', 'Bruno Mars'],
      album: { title: 'Die With A Smile', id: 'MPREb_x' },
      durationMs: 252_000,
    });
  });

  it('falls back to plain artist text when the artists have no pages', () => {
    expect(summarizeRuns([{ text: 'Song' }, sep, { text: 'Mira Vale, Nova & Kite' }, sep, { text: '2019' }])).toEqual({
      artists: ['Mira Vale', 'Nova', 'Kite'],
      year: '2019',
    });
  });

  it('reads the watch page byline (artists • album • year)', () => {
    const runs: Run[] = [artist('이지민'), sep, album('우리의 여름', 'MPREb_y'), sep, { text: '2021' }];
    expect(summarizeRuns(runs)).toMatchObject({ artists: ['이지민'], album: { id: 'MPREb_y' }, year: '2021' });
  });
});
