import { describe, expect, it } from 'vitest';
import { scoreTextQuery } from './score-text-query';

const paperTide = { title: 'Paper Tide', artists: ['Crystal Feather'], album: 'Heavy Chapters' };

describe('scoreTextQuery', () => {
  it.each([
    ['title then artist', 'Paper Tide Crystal Feather'],
    ['"by"', 'Paper Tide by Crystal Feather'],
    ['artist - title', 'Crystal Feather - Paper Tide'],
    ['other case and accents', 'papér tide CRYSTAL feather'],
    ['the album too', 'Paper Tide Crystal Feather Heavy Chapters'],
  ])('is sure of the track from %s', (_name, query) => {
    expect(scoreTextQuery(query, paperTide)).toBe(1);
  });

  it.each([
    ['the title alone', 'Paper Tide'],
    ['a misspelt word', 'Papr Tide Crystal Feather'],
    ['a word the track does not explain', 'Paper Tide Crystal Feather remix'],
    ['another song by the artist', 'Glass Harbour Crystal Feather'],
  ])('is not sure from %s', (_name, query) => {
    expect(scoreTextQuery(query, paperTide)).toBeLessThan(0.9);
  });

  it('does not take another recording unless the text names it', () => {
    const live = { title: 'Paper Tide (Live at Wembley)', artists: ['Crystal Feather'], album: '' };
    expect(scoreTextQuery('Paper Tide Crystal Feather', live)).toBeLessThan(0.9);
    expect(scoreTextQuery('Paper Tide live Crystal Feather', live)).toBe(1);
    // A remaster is the same recording: no word is missing.
    expect(scoreTextQuery('Paper Tide Crystal Feather', { ...paperTide, title: 'Paper Tide - 2011 Remaster' })).toBe(1);
  });

  it('reads credits, articles and ampersands as the matcher does', () => {
    expect(scoreTextQuery('Blinding Lights Weeknd', { title: 'Blinding Lights', artists: ['The Weeknd'], album: '' })).toBe(1);
    expect(scoreTextQuery('Dont Stop Ana & Bo', { title: "Don't Stop (feat. Bo)", artists: ['Ana'], album: '' })).toBe(1);
    expect(scoreTextQuery('', paperTide)).toBe(0);
  });
});
